import { graphql, useMutation } from "react-relay/hooks";
import type { UpdateOpenToWorkMutation } from "../__generated__/UpdateOpenToWorkMutation.graphql";

// Open to work (issue 27): the payload's user carries the new value, so Relay
// updates the profile card and the Open to work section in place.
const mutation = graphql`
  mutation UpdateOpenToWorkMutation($input: UpdateOpenToWorkInput!) {
    updateOpenToWork(input: $input) {
      user {
        id
        ...OpenToWorkSection_user
        ...ProfileCard_user
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useUpdateOpenToWorkMutation() {
  return useMutation<UpdateOpenToWorkMutation>(mutation);
}
