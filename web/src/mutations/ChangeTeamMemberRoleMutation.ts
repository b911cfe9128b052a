import { graphql, useMutation } from "react-relay/hooks";
import type { ChangeTeamMemberRoleMutation } from "../__generated__/ChangeTeamMemberRoleMutation.graphql";

const mutation = graphql`
  mutation ChangeTeamMemberRoleMutation($input: ChangeTeamMemberRoleInput!) {
    changeTeamMemberRole(input: $input) {
      member {
        id
        role
        viewerCanChangeRole
        viewerCanRemove
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useChangeTeamMemberRoleMutation() {
  return useMutation<ChangeTeamMemberRoleMutation>(mutation);
}
