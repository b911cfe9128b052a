import { Center, Spinner, VisuallyHidden } from "@chakra-ui/react";

/** Full-area loading indicator with an accessible label. */
export function PageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite" data-testid="page-spinner">
      <Spinner size="xl" color="blue.solid" borderWidth="4px" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
