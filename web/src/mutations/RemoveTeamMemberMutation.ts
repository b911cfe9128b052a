import { graphql, useMutation } from "react-relay/hooks";
import type { RemoveTeamMemberMutation } from "../__generated__/RemoveTeamMemberMutation.graphql";

// The member's edge leaves the list at once (@deleteEdge on TeamMembers_members).
const mutation = graphql`
  mutation RemoveTeamMemberMutation($input: RemoveTeamMemberInput!, $connections: [ID!]!) {
    removeTeamMember(input: $input) {
      removedMemberId @deleteEdge(connections: $connections)
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

export function useRemoveTeamMemberMutation() {
  return useMutation<RemoveTeamMemberMutation>(mutation);
}
