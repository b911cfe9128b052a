import { Button, Stack, Text } from "@chakra-ui/react";

// The loading and error states of one section of a page (a home teaser, a tab), so
// that a slow or failed section keeps its place and the rest of the page works.

/** The section's loading text (spec wording, e.g. "Loading jobs..."). */
export function SectionLoading({ text }: { text: string }) {
  return (
    <Text textAlign="center" color="fg.muted" py="8" role="status">
      {text}
    </Text>
  );
}

/** The section's error text (spec wording, e.g. "Error loading jobs. Please try again
 * later.") and a "Try again" button that loads the section again. */
export function SectionError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Stack role="alert" align="center" gap="3" py="8" textAlign="center">
      <Text color="fg.error">{text}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
