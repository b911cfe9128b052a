import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { LogoutMutation } from "../__generated__/LogoutMutation.graphql";
import { closeSubscriptions } from "../relay/environment";

const mutation = graphql`
  mutation LogoutMutation {
    logout {
      ok
    }
  }
`;

/** Logs out; on success the store's viewer becomes null (the header and protected
 * routes react at once) and all cached data is marked stale. */
export function useLogoutMutation(): [(callbacks: { onCompleted: () => void; onError: (e: Error) => void }) => void, boolean] {
  const [commit, pending] = useMutation<LogoutMutation>(mutation);
  const logout = useCallback(
    ({ onCompleted, onError }: { onCompleted: () => void; onError: (e: Error) => void }) => {
      commit({
        variables: {},
        updater: (store) => {
          store.getRoot().setValue(null, "viewer");
          store.invalidateStore();
        },
        onCompleted: () => {
          closeSubscriptions();
          onCompleted();
        },
        onError,
      });
    },
    [commit],
  );
  return [logout, pending];
}
