import { graphql, useMutation } from "react-relay/hooks";
import type { ReportMutation } from "../__generated__/ReportMutation.graphql";
import type { ResolveReportMutation } from "../__generated__/ResolveReportMutation.graphql";

// Trust and safety (issue 28, docs/trust.md): a member's report of anything they can
// see, and a moderator's answer to the reports of one thing.
const report = graphql`
  mutation ReportMutation($input: ReportInput!) {
    report(input: $input) {
      created
      report {
        databaseId
        status
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

const resolve = graphql`
  mutation ResolveReportMutation($input: ResolveReportInput!) {
    resolveReport(input: $input) {
      outcome {
        action
        resolved
        hidden
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useReportMutation() {
  return useMutation<ReportMutation>(report);
}

export function useResolveReportMutation() {
  return useMutation<ResolveReportMutation>(resolve);
}
