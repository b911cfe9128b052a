import { Box, Button, Field, Tabs, Text, Textarea } from "@chakra-ui/react";
import { useRef, useState, type ReactNode } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { MarkdownEditorPreviewQuery } from "../../__generated__/MarkdownEditorPreviewQuery.graphql";
import { userFacingMessage } from "../../app/ErrorBoundary";
import { MarkdownContent } from "./MarkdownContent";

const previewQuery = graphql`
  query MarkdownEditorPreviewQuery($markdown: String!) {
    markdownPreview(markdown: $markdown)
  }
`;

type Preview =
  | { state: "idle" }
  | { state: "loading"; source: string }
  | { state: "done"; source: string; html: string }
  | { state: "error"; source: string; message: string };

/** A labelled Markdown field with Write and Preview tabs. Preview renders the text
 * through the server (`markdownPreview`), exactly as the published page will show it,
 * so there is one renderer and one sanitiser. The textarea stays mounted while
 * Preview is open, so the form keeps its value and `name` (focus on invalid works:
 * the editor switches back to Write when the textarea receives focus). */
export function MarkdownEditor({
  label,
  name,
  value,
  onChange,
  error,
  required,
  helperText = "Markdown: **bold**, _italic_, ## headings, - lists, [links](https://example.org), > quotes, `code` and tables.",
  rows = 14,
}: {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  helperText?: ReactNode;
  rows?: number;
}) {
  const environment = useRelayEnvironment();
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [preview, setPreview] = useState<Preview>({ state: "idle" });
  const latest = useRef("");

  const render = (source: string) => {
    latest.current = source;
    if (source.trim() === "") {
      setPreview({ state: "done", source, html: "" });
      return;
    }
    setPreview({ state: "loading", source });
    fetchQuery<MarkdownEditorPreviewQuery>(environment, previewQuery, { markdown: source }, { fetchPolicy: "network-only" })
      .toPromise()
      .then(
        (data) => {
          if (latest.current === source) setPreview({ state: "done", source, html: data?.markdownPreview ?? "" });
        },
        (err: unknown) => {
          if (latest.current === source) setPreview({ state: "error", source, message: userFacingMessage(err, "The preview could not be rendered. Please try again.") });
        },
      );
  };

  const showTab = (next: string) => {
    const t = next === "preview" ? "preview" : "write";
    setTab(t);
    if (t === "preview" && (preview.state === "idle" || preview.source !== value || preview.state === "error")) render(value);
  };

  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Tabs.Root value={tab} onValueChange={(d) => showTab(d.value)} variant="enclosed" size="sm" w="full">
        <Tabs.List>
          <Tabs.Trigger value="write">Write</Tabs.Trigger>
          <Tabs.Trigger value="preview">Preview</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="write" pt="2">
          <Textarea
            name={name}
            value={value}
            rows={rows}
            fontFamily="mono"
            fontSize="sm"
            onChange={(e) => onChange(e.target.value)}
            onFocus={() => setTab("write")}
          />
        </Tabs.Content>
        <Tabs.Content value="preview" pt="2">
          <Box borderWidth="1px" rounded="md" p="4" minH="40" aria-live="polite" aria-busy={preview.state === "loading"}>
            <PreviewBody preview={preview} onRetry={() => render(value)} />
          </Box>
        </Tabs.Content>
      </Tabs.Root>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function PreviewBody({ preview, onRetry }: { preview: Preview; onRetry: () => void }) {
  switch (preview.state) {
    case "idle":
    case "loading":
      return <Text color="fg.muted">Rendering preview...</Text>;
    case "error":
      return (
        <Box>
          <Text color="fg.error" mb="2">
            Preview failed: {preview.message}
          </Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </Box>
      );
    case "done":
      return preview.html === "" ? <Text color="fg.muted">Nothing to preview yet.</Text> : <MarkdownContent html={preview.html} label="Rendered preview" />;
  }
}
