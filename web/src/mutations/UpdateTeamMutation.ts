import { graphql, useMutation } from "react-relay/hooks";
import type { UpdateTeamMutation } from "../__generated__/UpdateTeamMutation.graphql";

const mutation = graphql`
  mutation UpdateTeamMutation($input: UpdateTeamInput!) {
    updateTeam(input: $input) {
      team {
        id
        name
        description
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useUpdateTeamMutation() {
  return useMutation<UpdateTeamMutation>(mutation);
}
