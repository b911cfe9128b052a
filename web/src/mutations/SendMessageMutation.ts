import { graphql, useMutation } from "react-relay/hooks";
import type { SendMessageMutation } from "../__generated__/SendMessageMutation.graphql";

// The payload brings back the message (added to the open conversation by
// the caller's updater) and the conversation (the contacts list's row).
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
        # A first message to a stranger is a message request: "Request sent".
        requestState
        # A first message adds the conversation to the sender's contacts: every field
        # the contact's row reads.
        ...ContactRow_conversation
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
