import { graphql, useMutation } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { decrementListCounts } from "./connectionCounts";
import type { DeleteResourceMutation } from "../__generated__/DeleteResourceMutation.graphql";

// @deleteRecord removes the resource from every list in the store (the resource
// centre, the home teaser, the dashboard).
const mutation = graphql`
  mutation DeleteResourceMutation($input: DeleteResourceInput!) {
    deleteResource(input: $input) {
      deletedResourceId @deleteRecord
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useDeleteResourceMutation() {
  return useMutation<DeleteResourceMutation>(mutation);
}

/** Once the server confirmed the delete: decrements totalCount of the given
 * connections and, with `invalidate` (the screen is left right after), marks
 * cached lists stale. */
export function deleteResourceUpdater(connections: ReadonlyArray<string>, opts: { invalidate?: boolean } = {}) {
  return (store: RecordSourceSelectorProxy) => {
    if (!store.getRootField("deleteResource")?.getValue("deletedResourceId")) return;
    if (opts.invalidate) store.invalidateStore();
    for (const id of connections) {
      const conn = store.get(id);
      decrementListCounts(conn);
    }
  };
}
