import { graphql, useMutation } from "react-relay/hooks";
import type { BlockUserMutation } from "../__generated__/BlockUserMutation.graphql";
import type { UnblockUserMutation } from "../__generated__/UnblockUserMutation.graphql";

// Both answer with the conversation (viewerHasBlocked, unread count, and
// what the contacts list shows) and the viewer's unread total, so the
// thread, the contacts and the badges follow in place. Callers remove or
// restore the contact and the blocked list.
graphql`
  fragment BlockUserMutation_conversation on Conversation {
    viewerHasBlocked
    unreadCount
    with {
      id
      databaseId
      firstName
      lastName
      username
      userType
      profileImage
    }
    lastMessage {
      id
      content
      createdAt
    }
  }
`;

const block = graphql`
  mutation BlockUserMutation($input: BlockUserInput!) {
    blockUser(input: $input) {
      user {
        id
      }
      conversation {
        id
        ...BlockUserMutation_conversation
      }
      unreadCount
      errors {
        field
        message
      }
    }
  }
`;

const unblock = graphql`
  mutation UnblockUserMutation($input: BlockUserInput!) {
    unblockUser(input: $input) {
      user {
        id
      }
      conversation {
        id
        lastMessage {
          id
        }
        ...BlockUserMutation_conversation
      }
      unreadCount
      errors {
        field
        message
      }
    }
  }
`;

export function useBlockUserMutation() {
  return useMutation<BlockUserMutation>(block);
}

export function useUnblockUserMutation() {
  return useMutation<UnblockUserMutation>(unblock);
}
