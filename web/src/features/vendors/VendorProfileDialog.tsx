import { Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useSearchParams } from "react-router";
import type { VendorProfileForm_vendor$key } from "../../__generated__/VendorProfileForm_vendor.graphql";
import { ImageUpload } from "../../components/ImageUpload";
import { FormDialog } from "../../components/ui/form-dialog";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors } from "../../lib/forms";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { errorMessage } from "../../relay/environment";
import { useCreateVendorProfileMutation } from "../../mutations/CreateVendorProfileMutation";
import { useUpdateVendorProfileMutation } from "../../mutations/UpdateVendorProfileMutation";
import {
  emptyVendorForm,
  validateVendor,
  vendorFormFields,
  vendorFormValues,
  vendorInput,
  type VendorFormKey,
  type VendorFormValues,
} from "./vendorForm";
import { vendorAffiliationOptions, vendorCategoryOptions } from "./vendorOptions";

const fragment = graphql`
  fragment VendorProfileForm_vendor on Vendor {
    id
    name
    category
    location
    affiliation
    description
    logo
    services
    recentWork
  }
`;

export const SAVE_FAILED = "Failed to update vendor profile";

/** The vendor profile form (every field of Create/UpdateVendorInput). Creates a
 * profile when `vendor` is null, edits it otherwise; `onSaved` runs after success. */
export function VendorProfileForm({
  vendor: key,
  formId,
  onSaved,
  onPendingChange,
}: {
  vendor: VendorProfileForm_vendor$key | null;
  formId: string;
  onSaved: () => void;
  onPendingChange?: (pending: boolean) => void;
}) {
  const vendor = useFragment(fragment, key);
  const { values, errors, setErrors, set, field, handleSubmit } = useValidatedForm<VendorFormValues, VendorFormKey>(
    () => (vendor ? vendorFormValues(vendor) : emptyVendorForm),
    validateVendor,
    { focusOnInvalid: vendorFormFields },
  );
  const [create] = useCreateVendorProfileMutation();
  const [update] = useUpdateVendorProfileMutation();

  const fail = (message: string, err?: unknown) => {
    if (err) console.error("Vendor profile save failed", err);
    toast({ title: "Error", description: message || SAVE_FAILED, type: "error" });
  };

  const done = (
    saved: { readonly id: string } | null | undefined,
    userErrors: ReadonlyArray<{ readonly field?: string | null; readonly message: string }>,
  ) => {
    onPendingChange?.(false);
    if (saved) {
      toast({
        title: "Success",
        description: vendor ? "Your vendor profile has been updated." : "Your vendor profile has been created.",
        type: "success",
      });
      onSaved();
      return;
    }
    const { fieldErrors, general } = splitUserErrors(userErrors, vendorFormFields);
    setErrors(fieldErrors);
    fail(general[0] ?? userErrors[0]?.message ?? SAVE_FAILED);
  };

  const onSubmit = handleSubmit((values) => {
    const input = vendorInput(values);
    const onError = (err: Error) => {
      onPendingChange?.(false);
      fail(errorMessage(err, SAVE_FAILED), err);
    };
    onPendingChange?.(true);
    if (vendor) {
      update({
        variables: { input: { id: vendor.id, ...input } },
        onCompleted: (res) => done(res.updateVendorProfile.vendor, res.updateVendorProfile.errors),
        onError,
      });
    } else {
      create({
        variables: { input: { ...input, logo: input.logo || null } },
        onCompleted: (res) => done(res.createVendorProfile.vendor, res.createVendorProfile.errors),
        onError,
      });
    }
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate aria-label={vendor ? "Edit vendor profile" : "Create vendor profile"}>
      <Stack gap="4">
        <FormField label="Company name" error={errors.name} required>
          <Input name="name" autoComplete="organization" value={values.name} onChange={(e) => set("name", e.target.value)} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            label="Category"
            {...field("category")}
            options={vendorCategoryOptions}
            placeholder="Select a category"
            required
          />
          <SelectField
            label="Affiliation"
            {...field("affiliation")}
            options={vendorAffiliationOptions}
            placeholder="No affiliation"
            helperText="Optional"
          />
        </SimpleGrid>
        <FormField label="Location" error={errors.location} required>
          <Input
            name="location"
            placeholder="City, State"
            autoComplete="address-level2"
            value={values.location}
            onChange={(e) => set("location", e.target.value)}
          />
        </FormField>
        <FormField label="Description" error={errors.description} required>
          <Textarea
            name="description"
            rows={4}
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
          />
        </FormField>
        <ImageUpload
          label="Company logo"
          {...field("logo")}
          previewAlt="Company logo preview"
        />
        <FormField label="Services" error={errors.services} helperText="One service per line.">
          <Textarea
            name="services"
            rows={4}
            value={values.services}
            onChange={(e) => set("services", e.target.value)}
          />
        </FormField>
        <FormField label="Recent work" error={errors.recentWork}>
          <Textarea
            name="recentWork"
            rows={3}
            value={values.recentWork}
            onChange={(e) => set("recentWork", e.target.value)}
          />
        </FormField>
      </Stack>
    </form>
  );
}

/** "Create Vendor Profile" / "Edit Vendor Profile" dialog (focus trap, Escape
 * closes). After a save the dialog closes and the URL carries ?tab=vendor; the
 * dashboard updates from the mutation payload (no reload). */
export function VendorProfileDialog({
  vendor,
  open,
  onOpenChange,
}: {
  vendor: VendorProfileForm_vendor$key | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [pending, setPending] = useState(false);
  const [, setParams] = useSearchParams();
  const title = vendor ? "Edit Vendor Profile" : "Create Vendor Profile";

  const onSaved = () => {
    onOpenChange(false);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set("tab", "vendor");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="lg"
      submitLabel={vendor ? "Save Changes" : "Create Profile"}
      pendingLabel="Saving..."
      pending={pending}
    >
      {(formId) => <VendorProfileForm vendor={vendor} formId={formId} onSaved={onSaved} onPendingChange={setPending} />}
    </FormDialog>
  );
}
