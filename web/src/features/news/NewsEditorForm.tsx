import { Button, Fieldset, Input, RadioGroup, Stack, Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql } from "react-relay/hooks";
import { ImageUpload } from "../../components/ImageUpload";
import { MarkdownEditor } from "../../components/markdown/MarkdownEditor";
import { FormField } from "../../components/ui/form-field";
import type { FieldErrors } from "../../lib/forms";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { MAX_SUMMARY, MAX_TITLE, newsFormFields, validateNews, localInputValue, type NewsFormField, type NewsFormValues, type Publication } from "./newsEditor";

// The fields the edit screen starts from.
export const newsEditorFormFragment = graphql`
  fragment NewsEditorForm_article on NewsArticle {
    id
    databaseId
    title
    summary
    content
    imageUrl
    status
    publishedAt
  }
`;

const PUBLICATIONS: ReadonlyArray<{ value: Publication; label: string; alreadyPublished?: string }> = [
  { value: "draft", label: "Save as draft" },
  { value: "now", label: "Publish now", alreadyPublished: "Published (keeps its publication date)" },
  { value: "schedule", label: "Schedule" },
];

/** The editor screen's form: title, summary, Markdown content with Write/Preview,
 * image, and the publication (draft, now, or at a date and time). */
export function NewsEditorForm({
  initial,
  published = false,
  pending,
  onSubmit,
  extraActions,
}: {
  initial: NewsFormValues;
  /** The article is already published (edit): "Publish now" keeps its date. */
  published?: boolean;
  pending: boolean;
  onSubmit: (values: NewsFormValues, setErrors: (e: FieldErrors<NewsFormField>) => void) => void;
  extraActions?: ReactNode;
}) {
  const { values, errors, setErrors, set, field, handleSubmit } = useValidatedForm<NewsFormValues, NewsFormField>(initial, (v) => validateNews(v), {
    focusOnInvalid: newsFormFields,
  });
  const submit = handleSubmit((v) => onSubmit(v, setErrors));
  const submitLabel =
    values.publication === "draft" ? "Save Draft" : values.publication === "schedule" ? "Schedule" : published ? "Save Changes" : "Publish";

  return (
    <form onSubmit={submit} noValidate aria-label="News article">
      <Stack gap="5">
        <FormField label="Title" error={errors.title} required>
          <Input name="title" value={values.title} maxLength={MAX_TITLE} onChange={(e) => set("title", e.target.value)} />
        </FormField>
        <FormField label="Summary" error={errors.summary} required helperText="Shown on the list and in search results (up to 500 characters).">
          <Textarea name="summary" value={values.summary} rows={3} maxLength={MAX_SUMMARY} onChange={(e) => set("summary", e.target.value)} />
        </FormField>
        <MarkdownEditor label="Content" {...field("content")} required />
        <ImageUpload label="Featured image" {...field("imageUrl")} previewAlt="Featured image preview" />
        <Fieldset.Root invalid={!!errors.status}>
          <Fieldset.Legend fontWeight="medium">Publication</Fieldset.Legend>
          <RadioGroup.Root
            name="status"
            mt="2"
            value={values.publication}
            onValueChange={(d) => set("publication", (d.value ?? "draft") as Publication)}
          >
            <Stack gap="2">
              {PUBLICATIONS.map((p) => (
                <RadioGroup.Item key={p.value} value={p.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{published && p.alreadyPublished ? p.alreadyPublished : p.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {errors.status && <Fieldset.ErrorText>{errors.status}</Fieldset.ErrorText>}
        </Fieldset.Root>
        {values.publication === "schedule" && (
          <FormField label="Publish at" error={errors.publishAt} required helperText="Your local time. Readers see the article from then on.">
            <Input
              name="publishAt"
              type="datetime-local"
              min={localInputValue(new Date())}
              value={values.publishAt}
              onChange={(e) => set("publishAt", e.target.value)}
              maxW={{ sm: "xs" }}
            />
          </FormField>
        )}
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button type="submit" loading={pending} loadingText="Saving...">
            {submitLabel}
          </Button>
          {extraActions}
        </Stack>
      </Stack>
    </form>
  );
}
