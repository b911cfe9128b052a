import { graphql, useMutation } from "react-relay/hooks";
import type { ResetPasswordMutation } from "../__generated__/ResetPasswordMutation.graphql";

const mutation = graphql`
  mutation ResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useResetPasswordMutation() {
  return useMutation<ResetPasswordMutation>(mutation);
}
