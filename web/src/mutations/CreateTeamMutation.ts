import { graphql, useMutation } from "react-relay/hooks";
import type { CreateTeamMutation } from "../__generated__/CreateTeamMutation.graphql";

// The new team goes to the top of "My Teams" (@prependNode on the list's
// connection, TeamsGrid_teams).
const mutation = graphql`
  mutation CreateTeamMutation($input: CreateTeamInput!, $connections: [ID!]!) {
    createTeam(input: $input) {
      team @prependNode(connections: $connections, edgeTypeName: "TeamEdge") {
        id
        databaseId
        name
        ...TeamCard_team
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useCreateTeamMutation() {
  return useMutation<CreateTeamMutation>(mutation);
}
