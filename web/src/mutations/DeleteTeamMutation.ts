import { graphql, useMutation } from "react-relay/hooks";
import type { DeleteTeamMutation } from "../__generated__/DeleteTeamMutation.graphql";

// The team leaves "My Teams" (@deleteEdge) and the store (@deleteRecord).
const mutation = graphql`
  mutation DeleteTeamMutation($input: DeleteTeamInput!, $connections: [ID!]!) {
    deleteTeam(input: $input) {
      deletedTeamId @deleteEdge(connections: $connections) @deleteRecord
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useDeleteTeamMutation() {
  return useMutation<DeleteTeamMutation>(mutation);
}
