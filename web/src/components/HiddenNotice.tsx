import { Alert, Badge } from "@chakra-ui/react";

// What a member sees on their own content that moderators hid (issue 28), and
// what moderators see on anyone's: no one else reads it (internal/hidden).

/** internal/hidden.MsgHidden, verbatim. */
export const HIDDEN_TEXT = "Hidden by moderators";

/** The alert at the top of a hidden job or vendor page: the notice, then the moderators' reason. */
export function HiddenAlert({ reason }: { reason?: string | null }) {
  return (
    <Alert.Root status="warning" data-testid="hidden-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{HIDDEN_TEXT}</Alert.Title>
        {reason && <Alert.Description>{reason}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The badge on the owner's dashboard rows of hidden content. */
export function HiddenBadge() {
  return (
    <Badge colorPalette="red" variant="solid" data-testid="hidden-badge">
      {HIDDEN_TEXT}
    </Badge>
  );
}
