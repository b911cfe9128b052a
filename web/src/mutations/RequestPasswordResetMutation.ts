import { graphql, useMutation } from "react-relay/hooks";
import type { RequestPasswordResetMutation } from "../__generated__/RequestPasswordResetMutation.graphql";

const mutation = graphql`
  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      ok
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useRequestPasswordResetMutation() {
  return useMutation<RequestPasswordResetMutation>(mutation);
}
