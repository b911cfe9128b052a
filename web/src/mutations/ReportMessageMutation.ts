import { graphql, useMutation } from "react-relay/hooks";
import type { ReportMessageMutation } from "../__generated__/ReportMessageMutation.graphql";

const mutation = graphql`
  mutation ReportMessageMutation($input: ReportMessageInput!) {
    reportMessage(input: $input) {
      ok
      errors {
        field
        message
      }
    }
  }
`;

export function useReportMessageMutation() {
  return useMutation<ReportMessageMutation>(mutation);
}
