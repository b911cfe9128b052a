import { graphql, useMutation } from "react-relay/hooks";
import type { TransferTeamOwnershipMutation } from "../__generated__/TransferTeamOwnershipMutation.graphql";

// Roles and permissions of every member change: the screen refetches the list.
const mutation = graphql`
  mutation TransferTeamOwnershipMutation($input: TransferTeamOwnershipInput!) {
    transferTeamOwnership(input: $input) {
      team {
        id
        viewerRole
        viewerCanManage
        viewerCanLeave
        viewerCanTransfer
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useTransferTeamOwnershipMutation() {
  return useMutation<TransferTeamOwnershipMutation>(mutation);
}
