import { graphql, useMutation } from "react-relay/hooks";
import type { AddTeamMemberMutation } from "../__generated__/AddTeamMemberMutation.graphql";

// The screen refetches the member list afterwards (spec: lists refresh after a mutation).
// Someone who shares no team with the viewer is invited instead (invitation, member null).
const mutation = graphql`
  mutation AddTeamMemberMutation($input: AddTeamMemberInput!) {
    addTeamMember(input: $input) {
      member {
        id
        role
      }
      invitation {
        id
        expiresAt
      }
      team {
        id
        memberCount
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useAddTeamMemberMutation() {
  return useMutation<AddTeamMemberMutation>(mutation);
}
