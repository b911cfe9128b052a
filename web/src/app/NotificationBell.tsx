import { Box } from "@chakra-ui/react";
import { Link, useLocation } from "react-router";
import { unreadText } from "./UnreadBadge";

/** The accessible name of the bell: "Notifications", or "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unreadText(unread)} unread` : "Notifications";
}

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

/** The header's bell (signed-in members): a link to /notifications with the
 * unread count, kept live by NotificationEvents. The count is drawn as a
 * badge; its words are in the link's name. */
export function NotificationBell({ unread }: { unread: number }) {
  const { pathname } = useLocation();
  const current = pathname === "/notifications";
  return (
    <Box
      asChild
      position="relative"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      w="10"
      h="10"
      rounded="md"
      color={current ? "blue.700" : "fg"}
      bg={current ? "blue.50" : undefined}
      _hover={{ bg: "gray.100" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "blue.500" }}
    >
      <Link to="/notifications" aria-label={bellLabel(unread)} aria-current={current ? "page" : undefined} data-testid="notification-bell">
        <BellIcon />
        {unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="0.5"
            right="0.5"
            minW="5"
            px="1"
            rounded="full"
            bg="red.600"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="1.25rem"
            textAlign="center"
            data-testid="notification-count"
          >
            {unreadText(unread)}
          </Box>
        )}
      </Link>
    </Box>
  );
}
