import { graphql, useMutation } from "react-relay/hooks";
import type { LeaveTeamMutation } from "../__generated__/LeaveTeamMutation.graphql";

// The team leaves "My Teams" (@deleteEdge) and the store: the viewer no longer sees it.
const mutation = graphql`
  mutation LeaveTeamMutation($input: LeaveTeamInput!, $connections: [ID!]!) {
    leaveTeam(input: $input) {
      leftTeamId @deleteEdge(connections: $connections) @deleteRecord
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useLeaveTeamMutation() {
  return useMutation<LeaveTeamMutation>(mutation);
}
