import { graphql, useMutation } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { DeclineTeamInvitationMutation } from "../__generated__/DeclineTeamInvitationMutation.graphql";

// The declined invitation leaves the dashboard's list and the store.
const mutation = graphql`
  mutation DeclineTeamInvitationMutation($input: DeclineTeamInvitationInput!) {
    declineTeamInvitation(input: $input) {
      declinedInvitationId @deleteRecord
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Removes invitation id from the viewer's teamInvitations list. */
export function dropInvitation(store: RecordSourceSelectorProxy, id: string) {
  const viewer = store.getRoot().getLinkedRecord("viewer");
  const list = viewer?.getLinkedRecords("teamInvitations");
  if (viewer && list) viewer.setLinkedRecords(list.filter((r) => r && r.getDataID() !== id), "teamInvitations");
}

export function useDeclineTeamInvitationMutation() {
  const [commit, pending] = useMutation<DeclineTeamInvitationMutation>(mutation);
  const decline = (invitationId: string, config: Omit<Parameters<typeof commit>[0], "variables" | "updater">) =>
    commit({
      ...config,
      variables: { input: { invitationId } },
      updater: (store, data) => {
        if (data?.declineTeamInvitation.declinedInvitationId) dropInvitation(store, invitationId);
      },
    });
  return [decline, pending] as const;
}
