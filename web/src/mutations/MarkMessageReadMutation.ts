import { graphql, useMutation } from "react-relay/hooks";
import type { MarkMessageReadMutation } from "../__generated__/MarkMessageReadMutation.graphql";

// The dashboard's "Mark as Read": the message's isRead, its conversation's
// unread count and the viewer's total (badges) update in place.
const mutation = graphql`
  mutation MarkMessageReadMutation($input: MarkMessageReadInput!) {
    markMessageRead(input: $input) {
      unreadCount
      message {
        id
        isRead
      }
      conversation {
        id
        unreadCount
      }
    }
  }
`;

export function useMarkMessageReadMutation() {
  return useMutation<MarkMessageReadMutation>(mutation);
}
