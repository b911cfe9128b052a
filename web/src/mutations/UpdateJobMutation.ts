import { graphql, useMutation } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { UpdateJobMutation } from "../__generated__/UpdateJobMutation.graphql";

// The payload re-reads everything the screens show of a job, so cards and the
// detail page update in place.
const mutation = graphql`
  mutation UpdateJobMutation($input: UpdateJobInput!) {
    updateJob(input: $input) {
      job {
        id
        databaseId
        ...JobCard_job
        ...JobDetail_job
        ...JobForm_job
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useUpdateJobMutation() {
  return useMutation<UpdateJobMutation>(mutation);
}

/** An edit may move the job in or out of filtered lists and facets: cached
 * lists are marked stale so the next screen refetches them. */
export function updateJobUpdater(store: RecordSourceSelectorProxy) {
  if (store.getRootField("updateJob")?.getLinkedRecord("job")) store.invalidateStore();
}
