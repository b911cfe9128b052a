import { graphql, useMutation } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { SaveResourceMutation } from "../__generated__/SaveResourceMutation.graphql";
import type { UnsaveResourceMutation } from "../__generated__/UnsaveResourceMutation.graphql";

// Save and unsave (idempotent on the server). The payload carries viewerHasSaved;
// the updater keeps the viewer's "Resources Saved" count in step.
const save = graphql`
  mutation SaveResourceMutation($input: SaveResourceInput!) {
    saveResource(input: $input) {
      resource {
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
  mutation UnsaveResourceMutation($input: SaveResourceInput!) {
    unsaveResource(input: $input) {
      resource {
        id
        viewerHasSaved
      }
      errors {
        message
      }
    }
  }
`;

export function useSaveResourceMutation() {
  return useMutation<SaveResourceMutation>(save);
}

export function useUnsaveResourceMutation() {
  return useMutation<UnsaveResourceMutation>(unsave);
}

/** Adjusts the viewer's resourcesSavedCount by `delta` when the saved flag changed;
 * the saved lists (dashboard) are marked stale. `wasSaved` is the flag before. */
export function savedCountUpdater(field: "saveResource" | "unsaveResource", wasSaved: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const res = store.getRootField(field)?.getLinkedRecord("resource");
    if (!res) return;
    const now = res.getValue("viewerHasSaved") === true;
    if (now === wasSaved) return;
    const viewer = store.getRoot().getLinkedRecord("viewer");
    const n = viewer?.getValue("resourcesSavedCount");
    if (viewer && typeof n === "number") viewer.setValue(Math.max(0, n + (now ? 1 : -1)), "resourcesSavedCount");
    if (viewer) viewer.invalidateRecord();
  };
}
