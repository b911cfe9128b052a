import { graphql, useMutation } from "react-relay/hooks";
import type { LoginMutation } from "../__generated__/LoginMutation.graphql";

const mutation = graphql`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
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

/** Logs in. On success the store's `viewer` points at the returned user (the header
 * and protected routes update without a reload) and cached data is marked stale. */
export function useLoginMutation() {
  return useMutation<LoginMutation>(mutation);
}

export const loginUpdater: NonNullable<Parameters<ReturnType<typeof useLoginMutation>[0]>[0]["updater"]> = (store) => {
  const user = store.getRootField("login")?.getLinkedRecord("user");
  if (user) {
    store.invalidateStore();
    store.getRoot().setLinkedRecord(user, "viewer");
  }
};
