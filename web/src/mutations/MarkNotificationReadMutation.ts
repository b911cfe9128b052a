import { graphql, useMutation } from "react-relay/hooks";
import type { MarkAllNotificationsReadMutation } from "../__generated__/MarkAllNotificationsReadMutation.graphql";
import type { MarkNotificationReadMutation } from "../__generated__/MarkNotificationReadMutation.graphql";

// Marking read returns the viewer's unread count, which the updaters copy to
// the bell (the live event does the same for the other tabs).
const markOne = graphql`
  mutation MarkNotificationReadMutation($input: MarkNotificationReadInput!) {
    markNotificationRead(input: $input) {
      notification {
        id
        read
      }
      unreadNotifications
      errors {
        message
      }
    }
  }
`;

const markAll = graphql`
  mutation MarkAllNotificationsReadMutation {
    markAllNotificationsRead {
      unreadNotifications
      errors {
        message
      }
    }
  }
`;

export function useMarkNotificationReadMutation() {
  return useMutation<MarkNotificationReadMutation>(markOne);
}

export function useMarkAllNotificationsReadMutation() {
  return useMutation<MarkAllNotificationsReadMutation>(markAll);
}
