import { Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormDialog } from "../../components/ui/form-dialog";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors } from "../../lib/forms";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { errorMessage } from "../../relay/environment";
import { useCreateSavedSearchMutation, useUpdateSavedSearchMutation } from "../../mutations/SavedSearchMutations";
import type {
  AlertFrequency,
  JobType,
  PoliticalAffiliation,
  Workplace,
} from "../../__generated__/CreateSavedSearchMutation.graphql";
import {
  describeFilter,
  frequencyOptions,
  SAVED_SEARCH_TEXTS as T,
  savedSearchFormFields,
  suggestedName,
  validateSavedSearch,
  type SavedSearchFormKey,
  type SavedSearchFormValues,
  type SearchFilterValues,
} from "./savedSearchTexts";

type UserErrors = ReadonlyArray<{ readonly field?: string | null; readonly message: string }>;

/** The filters as the GraphQL JobFilter input (empty values left out). */
function filterInput(f: SearchFilterValues) {
  return {
    search: f.search?.trim() || null,
    location: f.location || null,
    jobType: (f.jobType || null) as JobType | null,
    politicalAffiliation: (f.politicalAffiliation || null) as PoliticalAffiliation | null,
    workplace: (f.workplace || null) as Workplace | null,
  };
}

export interface EditedSearch {
  readonly id: string;
  readonly name: string;
  readonly frequency: string;
  readonly filter: SearchFilterValues;
}

/** "Save This Search" (the board's current filters; `search` null) or "Edit Saved
 * Search": a name and how often to email new matching jobs. */
export function SaveSearchDialog({
  open,
  onOpenChange,
  filters,
  search,
  connections = [],
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: SearchFilterValues;
  search?: EditedSearch | null;
  /** Lists the new search is prepended to (when loaded). */
  connections?: string[];
}) {
  const [pending, setPending] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={search ? T.editTitle : T.createTitle}
      submitLabel={search ? "Save Changes" : "Save Search"}
      pendingLabel="Saving..."
      pending={pending}
    >
      {(formId) => (
        <SaveSearchForm
          formId={formId}
          filters={search ? search.filter : filters}
          search={search ?? null}
          connections={connections}
          onPendingChange={setPending}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function SaveSearchForm({
  formId,
  filters,
  search,
  connections,
  onPendingChange,
  onDone,
}: {
  formId: string;
  filters: SearchFilterValues;
  search: EditedSearch | null;
  connections: string[];
  onPendingChange: (pending: boolean) => void;
  onDone: () => void;
}) {
  const { values, errors, setErrors, set, field, handleSubmit } = useValidatedForm<SavedSearchFormValues, SavedSearchFormKey>(
    () => ({ name: search?.name ?? suggestedName(filters), frequency: search?.frequency ?? "DAILY" }),
    validateSavedSearch,
    { focusOnInvalid: savedSearchFormFields },
  );
  const [create] = useCreateSavedSearchMutation();
  const [update] = useUpdateSavedSearchMutation();

  const fail = (message: string) => toast({ title: T.failed, description: message || T.unexpected, type: "error" });
  const userErrors = (errs: UserErrors) => {
    const { fieldErrors, general } = splitUserErrors(errs, savedSearchFormFields);
    setErrors(fieldErrors);
    if (general.length || !Object.keys(fieldErrors).length) fail(general[0] ?? errs[0]?.message ?? T.unexpected);
  };

  const onSubmit = handleSubmit((v) => {
    const input = { name: v.name.trim(), frequency: v.frequency as AlertFrequency, filter: filterInput(filters) };
    onPendingChange(true);
    const onError = (err: Error) => {
      onPendingChange(false);
      fail(errorMessage(err, T.unexpected));
    };
    if (search) {
      update({
        variables: { input: { id: search.id, ...input } },
        onCompleted: (res) => {
          onPendingChange(false);
          if (!res.updateSavedSearch.savedSearch) return userErrors(res.updateSavedSearch.errors);
          toast({ title: T.updated, description: `"${res.updateSavedSearch.savedSearch.name}" has been updated.`, type: "success" });
          onDone();
        },
        onError,
      });
    } else {
      create({
        variables: { input, connections },
        onCompleted: (res) => {
          onPendingChange(false);
          const saved = res.createSavedSearch.savedSearch;
          if (!saved) return userErrors(res.createSavedSearch.errors);
          toast({ title: T.saved, description: `"${saved.name}" is in your saved searches.`, type: "success" });
          onDone();
        },
        onError,
      });
    }
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate aria-label={search ? "Edit saved search" : "Save this search"}>
      <Stack gap="4">
        <Text color="fg.muted">
          Jobs matching: <Text as="span" fontWeight="medium" color="fg">{describeFilter(filters)}</Text>
        </Text>
        <FormField label={T.nameLabel} error={errors.name} required>
          <Input name="name" value={values.name} maxLength={200} onChange={(e) => set("name", e.target.value)} />
        </FormField>
        <SelectField label={T.frequencyLabel} options={frequencyOptions} helperText={T.frequencyHelp} {...field("frequency")} />
      </Stack>
    </form>
  );
}
