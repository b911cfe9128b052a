import { graphql, useMutation } from "react-relay/hooks";
import type { ApplyToJobMutation } from "../__generated__/ApplyToJobMutation.graphql";

// The payload brings back the job (viewerHasApplied) and the applicant's
// jobsAppliedCount, so the detail page, the cards and the dashboard tile
// update in place.
const mutation = graphql`
  mutation ApplyToJobMutation($input: ApplyToJobInput!) {
    applyToJob(input: $input) {
      application {
        id
        applicant {
          id
          jobsAppliedCount
        }
      }
      job {
        id
        viewerHasApplied
        applicationCount
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useApplyToJobMutation() {
  return useMutation<ApplyToJobMutation>(mutation);
}
