import { graphql, useMutation } from "react-relay/hooks";
import type { RegisterMutation } from "../__generated__/RegisterMutation.graphql";

const mutation = graphql`
  mutation RegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
        databaseId
        userType
        firstName
        lastName
        ...Header_viewer
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Registers and signs in. On success the store's `viewer` becomes the new user. */
export function useRegisterMutation() {
  return useMutation<RegisterMutation>(mutation);
}

export const registerUpdater: NonNullable<Parameters<ReturnType<typeof useRegisterMutation>[0]>[0]["updater"]> = (store) => {
  const user = store.getRootField("register")?.getLinkedRecord("user");
  if (user) {
    store.invalidateStore();
    store.getRoot().setLinkedRecord(user, "viewer");
  }
};
