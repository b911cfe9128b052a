import { graphql, useMutation } from "react-relay/hooks";
import type { AcceptTeamInvitationMutation } from "../__generated__/AcceptTeamInvitationMutation.graphql";
import { dropInvitation } from "./DeclineTeamInvitationMutation";

// The invitation leaves the dashboard's list (dropInvitation); the screen then
// opens the team.
const mutation = graphql`
  mutation AcceptTeamInvitationMutation($input: AcceptTeamInvitationInput!) {
    acceptTeamInvitation(input: $input) {
      team {
        id
        databaseId
        name
        memberCount
        viewerRole
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useAcceptTeamInvitationMutation() {
  const [commit, pending] = useMutation<AcceptTeamInvitationMutation>(mutation);
  const accept = (invitationId: string, config: Omit<Parameters<typeof commit>[0], "variables" | "updater">) =>
    commit({
      ...config,
      variables: { input: { invitationId } },
      updater: (store, data) => {
        if (data?.acceptTeamInvitation.team) dropInvitation(store, invitationId);
      },
    });
  return [accept, pending] as const;
}
