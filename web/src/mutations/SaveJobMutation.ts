import { graphql, useMutation } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { SaveJobMutation } from "../__generated__/SaveJobMutation.graphql";
import type { UnsaveJobMutation } from "../__generated__/UnsaveJobMutation.graphql";

// Save and unsave a job (idempotent on the server). The payload carries
// viewerHasSaved; the updater keeps the dashboard's Saved Jobs count in step.
const save = graphql`
  mutation SaveJobMutation($input: SaveJobInput!) {
    saveJob(input: $input) {
      job {
        id
        viewerHasSaved
      }
      errors {
        message
      }
    }
  }
`;

const unsave = graphql`
  mutation UnsaveJobMutation($input: SaveJobInput!) {
    unsaveJob(input: $input) {
      job {
        id
        viewerHasSaved
      }
      errors {
        message
      }
    }
  }
`;

export function useSaveJobMutation() {
  return useMutation<SaveJobMutation>(save);
}

export function useUnsaveJobMutation() {
  return useMutation<UnsaveJobMutation>(unsave);
}

/** Adjusts the viewer's jobsSavedCount when the saved flag changed; the saved
 * list (dashboard) is marked stale. `wasSaved` is the flag before. */
export function savedJobsUpdater(field: "saveJob" | "unsaveJob", wasSaved: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const job = store.getRootField(field)?.getLinkedRecord("job");
    if (!job) return;
    const now = job.getValue("viewerHasSaved") === true;
    if (now === wasSaved) return;
    const viewer = store.getRoot().getLinkedRecord("viewer");
    const n = viewer?.getValue("jobsSavedCount");
    if (viewer && typeof n === "number") viewer.setValue(Math.max(0, n + (now ? 1 : -1)), "jobsSavedCount");
    if (viewer) viewer.invalidateRecord();
  };
}
