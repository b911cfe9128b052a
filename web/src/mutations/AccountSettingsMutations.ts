import { graphql, useMutation } from "react-relay/hooks";
import type { ChangePasswordMutation } from "../__generated__/ChangePasswordMutation.graphql";
import type { DeleteAccountMutation } from "../__generated__/DeleteAccountMutation.graphql";

const changePassword = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      errors {
        field
        message
        code
      }
    }
  }
`;

const deleteAccount = graphql`
  mutation DeleteAccountMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      ok
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Sets a new password; the server ends every other session of the user. */
export function useChangePasswordMutation() {
  return useMutation<ChangePasswordMutation>(changePassword);
}

/** Deletes the account; the caller clears the viewer (see AccountSettingsRoute). */
export function useDeleteAccountMutation() {
  return useMutation<DeleteAccountMutation>(deleteAccount);
}
