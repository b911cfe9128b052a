import { graphql, useMutation } from "react-relay/hooks";
import type { MarkConversationReadMutation } from "../__generated__/MarkConversationReadMutation.graphql";

// The payload updates the conversation's unread count (contacts list) and
// the viewer's total (header badge) in place.
const mutation = graphql`
  mutation MarkConversationReadMutation($input: MarkConversationReadInput!) {
    markConversationRead(input: $input) {
      marked
      unreadCount
      conversation {
        id
        unreadCount
      }
    }
  }
`;

export function useMarkConversationReadMutation() {
  return useMutation<MarkConversationReadMutation>(mutation);
}
