import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { NotificationItem_notification$key } from "../../__generated__/NotificationItem_notification.graphql";
import { NotificationKindLabels, NotificationKindPalettes } from "../../generated/labels";
import { formatRelative } from "../../lib/labels";

const fragment = graphql`
  fragment NotificationItem_notification on Notification {
    id
    kind
    title
    url
    read
    createdAt
  }
`;

/** Only the app's own paths are followed (the server builds them; anything
 * else opens the list itself). */
export function safeHref(url: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? url : "/notifications";
}

/** One notification: its kind, what happened (a link to what it is about,
 * which marks it read), when, and "Mark as read" while unread. */
export function NotificationItem({
  notification: key,
  onOpen,
  onMarkRead,
  now,
}: {
  notification: NotificationItem_notification$key;
  onOpen: (id: string, read: boolean) => void;
  onMarkRead: (id: string) => void;
  now?: Date;
}) {
  const n = useFragment(fragment, key);
  return (
    <Box
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg={n.read ? "bg" : "blue.50"}
      borderColor={n.read ? "border" : "blue.200"}
      data-testid="notification"
      data-read={n.read}
    >
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={NotificationKindPalettes[n.kind] ?? "gray"}>{NotificationKindLabels[n.kind] ?? n.kind}</Badge>
          {!n.read && (
            <Badge colorPalette="red" variant="solid">
              New
            </Badge>
          )}
          <Text fontSize="sm" color="fg.muted">
            {formatRelative(n.createdAt, now)}
          </Text>
        </HStack>
        <Text fontWeight={n.read ? "normal" : "semibold"} overflowWrap="anywhere">
          <Link to={safeHref(n.url)} onClick={() => onOpen(n.id, n.read)} style={{ color: "inherit", textDecoration: "underline" }}>
            {n.title}
          </Link>
        </Text>
        {!n.read && (
          <Button size="xs" variant="outline" alignSelf="start" onClick={() => onMarkRead(n.id)} aria-label={`Mark as read: ${n.title}`}>
            Mark as read
          </Button>
        )}
      </Stack>
    </Box>
  );
}
