import { Box } from "@chakra-ui/react";

/** The unread badge's text: the count, "99+" past 99. */
export function unreadText(n: number): string {
  return n > 99 ? "99+" : String(n);
}

/** The red unread count shown beside Messages (header, avatar menu) and on
 * the avatar. Its visible text must start the accessible name of the control
 * it sits in ("Messages 3 unread"), so axe's label-content rule holds. */
export function UnreadBadge({ count, ...rest }: { count: number; "data-testid"?: string }) {
  return (
    <Box as="span" px="1.5" rounded="full" bg="red.600" color="white" fontSize="xs" fontWeight="bold" lineHeight="short" {...rest}>
      {unreadText(count)}
    </Box>
  );
}
