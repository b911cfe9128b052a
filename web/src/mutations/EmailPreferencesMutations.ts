import { graphql, useMutation } from "react-relay/hooks";
import type { UnsubscribeMutation } from "../__generated__/UnsubscribeMutation.graphql";
import type { UpdateEmailPreferencesMutation } from "../__generated__/UpdateEmailPreferencesMutation.graphql";

// Which kinds of email the viewer gets (issue 26). The payload's user carries
// every kind after the change: Relay updates the Email tab in place.
const update = graphql`
  mutation UpdateEmailPreferencesMutation($input: UpdateEmailPreferencesInput!) {
    updateEmailPreferences(input: $input) {
      user {
        id
        emailPreferences {
          kind
          enabled
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

// An email's unsubscribe link (no sign-in needed): enabled true is the page's Undo.
const unsubscribe = graphql`
  mutation UnsubscribeMutation($input: UnsubscribeInput!) {
    unsubscribe(input: $input) {
      kind
      enabled
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useUpdateEmailPreferencesMutation() {
  return useMutation<UpdateEmailPreferencesMutation>(update);
}

export function useUnsubscribeMutation() {
  return useMutation<UnsubscribeMutation>(unsubscribe);
}
