import { graphql, useMutation } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { CreateJobMutation } from "../__generated__/CreateJobMutation.graphql";

const mutation = graphql`
  mutation CreateJobMutation($input: CreateJobInput!) {
    createJob(input: $input) {
      job {
        id
        databaseId
        ...JobCard_job
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Posts a job. The board lists are filtered and sorted on the server, so rather
 * than guessing which cached connections the new job belongs to, the updater
 * marks cached data stale: the next screen (/jobs, the dashboard, the home
 * teaser) fetches fresh lists. */
export function useCreateJobMutation() {
  return useMutation<CreateJobMutation>(mutation);
}

export function createJobUpdater(store: RecordSourceSelectorProxy) {
  if (store.getRootField("createJob")?.getLinkedRecord("job")) store.invalidateStore();
}
