import { Alert } from "@chakra-ui/react";

/** What the author (and the moderators) read on content moderators hid (issue 28). */
export const HIDDEN_BY_MODERATORS = "Hidden by moderators";

/** The warning at the top of a resource, profile or team page that moderators
 * hid: only its author and the moderators can still open it (the server sends
 * hiddenByModerators to no one else). */
export function HiddenByModeratorsAlert({ hidden, reason }: { hidden: boolean | null | undefined; reason?: string | null }) {
  if (!hidden) return null;
  return (
    <Alert.Root status="warning" data-testid="hidden-by-moderators">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{HIDDEN_BY_MODERATORS}</Alert.Title>
        {reason && <Alert.Description>{reason}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
