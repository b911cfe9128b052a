import { graphql, useMutation } from "react-relay/hooks";
import type { SendMessageMutation } from "../__generated__/SendMessageMutation.graphql";

// The payload brings back the message (added to the open conversation by
// the caller's updater) and the conversation (contacts list: last message).
const mutation = graphql`
  mutation SendMessageMutation($input: SendMessageInput!) {
    sendMessage(input: $input) {
      message {
        id
        databaseId
        ...MessageBubble_message
      }
      conversation {
        id
        unreadCount
        lastMessage {
          id
          content
          createdAt
        }
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useSendMessageMutation() {
  return useMutation<SendMessageMutation>(mutation);
}
