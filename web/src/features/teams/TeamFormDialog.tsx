import { Input, Stack, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { FormDialog } from "../../components/ui/form-dialog";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors } from "../../lib/forms";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { errorMessage } from "../../relay/environment";
import { useCreateTeamMutation } from "../../mutations/CreateTeamMutation";
import { useUpdateTeamMutation } from "../../mutations/UpdateTeamMutation";
import {
  NAME_REQUIRED,
  NAME_REQUIRED_TITLE,
  UNEXPECTED,
  teamFormFields,
  validateTeam,
  type TeamFormKey,
  type TeamFormValues,
} from "./teamTexts";

type UserErrors = ReadonlyArray<{ readonly field?: string | null; readonly message: string }>;

/** "Create Team" (team = null; the new team is prepended to `connection`) or
 * "Edit Team" dialog: name and description. */
export function TeamFormDialog({
  open,
  onOpenChange,
  team,
  connection,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  team?: { readonly id: string; readonly name: string; readonly description: string | null | undefined } | null;
  connection?: string | null;
  onCreated?: (team: { databaseId: number; name: string }) => void;
}) {
  const [pending, setPending] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={team ? "Edit Team" : "Create Team"}
      submitLabel={team ? "Save Changes" : "Create Team"}
      pendingLabel={team ? "Saving..." : "Creating..."}
      pending={pending}
    >
      {(formId) => (
        <TeamForm
          formId={formId}
          team={team ?? null}
          connection={connection ?? null}
          onPendingChange={setPending}
          onDone={(created) => {
            onOpenChange(false);
            if (created) onCreated?.(created);
          }}
        />
      )}
    </FormDialog>
  );
}

function TeamForm({
  formId,
  team,
  connection,
  onPendingChange,
  onDone,
}: {
  formId: string;
  team: { readonly id: string; readonly name: string; readonly description: string | null | undefined } | null;
  connection: string | null;
  onPendingChange: (pending: boolean) => void;
  onDone: (created: { databaseId: number; name: string } | null) => void;
}) {
  const { values, errors, setErrors, set, handleSubmit } = useValidatedForm<TeamFormValues, TeamFormKey>(
    () => ({ name: team?.name ?? "", description: team?.description ?? "" }),
    validateTeam,
    { focusOnInvalid: teamFormFields },
  );
  const [create] = useCreateTeamMutation();
  const [update] = useUpdateTeamMutation();
  const failTitle = team ? "Failed to Update Team" : "Failed to Create Team";

  const fail = (message: string) => toast({ title: failTitle, description: message || UNEXPECTED, type: "error" });
  const userErrors = (errs: UserErrors) => {
    const { fieldErrors, general } = splitUserErrors(errs, teamFormFields);
    setErrors(fieldErrors);
    if (fieldErrors.name === NAME_REQUIRED) {
      toast({ title: NAME_REQUIRED_TITLE, description: NAME_REQUIRED, type: "error" });
    } else {
      fail(general[0] ?? errs[0]?.message ?? UNEXPECTED);
    }
  };

  const onSubmit = handleSubmit((v) => {
    const input = { name: v.name.trim(), description: v.description.trim() || null };
    onPendingChange(true);
    const onError = (err: Error) => {
      onPendingChange(false);
      fail(errorMessage(err, UNEXPECTED));
    };
    if (team) {
      update({
        variables: { input: { id: team.id, ...input } },
        onCompleted: (res) => {
          onPendingChange(false);
          if (!res.updateTeam.team) return userErrors(res.updateTeam.errors);
          toast({ title: "Team Updated", description: `"${res.updateTeam.team.name}" has been updated.`, type: "success" });
          onDone(null);
        },
        onError,
      });
    } else {
      create({
        variables: { input, connections: connection ? [connection] : [] },
        onCompleted: (res) => {
          onPendingChange(false);
          const t = res.createTeam.team;
          if (!t) return userErrors(res.createTeam.errors);
          toast({ title: "Team Created", description: `"${t.name}" has been created.`, type: "success" });
          onDone({ databaseId: t.databaseId, name: t.name });
        },
        onError,
      });
    }
  });

  // The name error also comes as the spec's toast on the first invalid submit.
  const submit: typeof onSubmit = (e) => {
    if (!values.name.trim()) toast({ title: NAME_REQUIRED_TITLE, description: NAME_REQUIRED, type: "error" });
    onSubmit(e);
  };

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label={team ? "Edit team" : "Create team"}>
      <Stack gap="4">
        <FormField label="Team name" error={errors.name} required>
          <Input name="name" value={values.name} maxLength={200} onChange={(e) => set("name", e.target.value)} />
        </FormField>
        <FormField label="Description" error={errors.description} helperText="Optional: what the team works on.">
          <Textarea name="description" rows={4} value={values.description} onChange={(e) => set("description", e.target.value)} />
        </FormField>
      </Stack>
    </form>
  );
}
