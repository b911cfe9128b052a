import { Alert, Button, HStack, Image, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql } from "react-relay/hooks";
import { ImageUpload } from "../../components/ImageUpload";
import { MarkdownEditor } from "../../components/markdown/MarkdownEditor";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import type { FieldErrors } from "../../lib/forms";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { RESOURCE_TEXTS, resourceCategoryOptions, type ResourceCategory } from "./resourceLabels";
import {
  RESOURCE_LIMITS,
  resourceFormFields,
  validateResource,
  type ResourceFormField,
  type ResourceFormValues,
} from "./resourceValidation";

// The fields the edit form starts from (EditResourceRoute reads them with useFragment).
export const resourceFormFragment = graphql`
  fragment ResourceForm_resource on Resource {
    id
    databaseId
    title
    description
    category
    content
    imageUrl
  }
`;

/** Form values from a stored resource. The image starts empty (spec: "Current image
 * will be removed if no new image is selected."); the form offers to keep it. */
export function resourceFormValues(r: { title: string; description: string; category: string; content: string }): ResourceFormValues {
  return { title: r.title, description: r.description, category: r.category as ResourceCategory, content: r.content, imageUrl: "" };
}

export type ResourceServerErrors = (errors: FieldErrors<ResourceFormField>) => void;

/** The create and edit resource form: title, description, category, content
 * (Markdown), featured image. In edit mode (`currentImage` given or not) the note
 * about the current image appears. */
export function ResourceForm({
  mode,
  initial,
  currentImage,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
  extraActions,
}: {
  mode: "create" | "edit";
  initial: ResourceFormValues;
  currentImage?: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: ResourceFormValues, setErrors: ResourceServerErrors) => void;
  extraActions?: ReactNode;
}) {
  const { values, errors, setErrors, set, field, handleSubmit } = useValidatedForm<ResourceFormValues, ResourceFormField>(initial, validateResource, {
    focusOnInvalid: resourceFormFields,
  });
  const submit = handleSubmit((v) => onSubmit(v, setErrors));
  const keptCurrent = !!currentImage && values.imageUrl === currentImage;

  return (
    <form onSubmit={submit} noValidate aria-label={mode === "create" ? "Create resource" : "Edit resource"}>
      <Stack gap="5">
        <FormField label="Title" error={errors.title} required>
          <Input
            name="title"
            value={values.title}
            onChange={(e) => set("title", e.target.value)}
            maxLength={RESOURCE_LIMITS.title}
            placeholder="e.g. Building a Volunteer Program"
          />
        </FormField>
        <FormField label="Description" error={errors.description} required helperText="A sentence or two shown on the resource's card.">
          <Textarea
            name="description"
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
            maxLength={RESOURCE_LIMITS.description}
            rows={3}
          />
        </FormField>
        <SelectField
          label="Category"
          name="category"
          value={values.category}
          onChange={(v) => set("category", v as ResourceCategory | "")}
          options={resourceCategoryOptions}
          placeholder="Select a category"
          error={errors.category}
          required
        />
        <MarkdownEditor
          label="Content"
          {...field("content")}
          required
          rows={16}
        />
        <Stack gap="3">
          {mode === "edit" && (
            <Alert.Root status="info" variant="subtle" data-testid="image-removal-note">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{RESOURCE_TEXTS.imageRemovalNote}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {mode === "edit" && currentImage && !values.imageUrl && (
            <HStack gap="3" borderWidth="1px" rounded="md" p="2" data-testid="current-image">
              <Image src={currentImage} alt="Current image" boxSize="16" objectFit="cover" rounded="md" />
              <Text flex="1" fontSize="sm">
                Current image
              </Text>
              <Button size="sm" variant="outline" onClick={() => set("imageUrl", currentImage)}>
                Keep current image
              </Button>
            </HStack>
          )}
          <ImageUpload
            label="Featured image"
            {...field("imageUrl")}
            previewAlt={keptCurrent ? "Current image" : "Selected image preview"}
          />
        </Stack>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={pending} loadingText={pendingLabel}>
            {submitLabel}
          </Button>
          {extraActions}
        </HStack>
      </Stack>
    </form>
  );
}
