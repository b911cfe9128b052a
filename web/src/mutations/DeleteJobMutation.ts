import { graphql, useMutation } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { decrementListCounts } from "./connectionCounts";
import type { DeleteJobMutation } from "../__generated__/DeleteJobMutation.graphql";

// @deleteRecord removes the job from every list in the store (board, teaser,
// dashboard); the updater keeps the visible counts right.
const mutation = graphql`
  mutation DeleteJobMutation($input: DeleteJobInput!) {
    deleteJob(input: $input) {
      deletedJobId @deleteRecord
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useDeleteJobMutation() {
  return useMutation<DeleteJobMutation>(mutation);
}

/** Decrements totalCount (and totalCountCapped while the count is exact) of
 * the given connections (by __id) and the viewer's
 * jobsPostedCount once the server confirmed the delete. With `invalidate`
 * (when the screen is left right after, e.g. the job page), cached lists are
 * also marked stale so the next screen fetches fresh counts. */
export function deleteJobUpdater(connections: ReadonlyArray<string>, opts: { invalidate?: boolean } = {}) {
  return (store: RecordSourceSelectorProxy) => {
    if (!store.getRootField("deleteJob")?.getValue("deletedJobId")) return;
    if (opts.invalidate) store.invalidateStore();
    for (const id of connections) {
      decrementListCounts(store.get(id));
    }
    const viewer = store.getRoot().getLinkedRecord("viewer");
    const posted = viewer?.getValue("jobsPostedCount");
    if (viewer && typeof posted === "number" && posted > 0) viewer.setValue(posted - 1, "jobsPostedCount");
  };
}
