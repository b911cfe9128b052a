import { graphql, useMutation } from "react-relay/hooks";
import type { MoveApplicationMutation } from "../__generated__/MoveApplicationMutation.graphql";
import type { SetApplicationNoteMutation } from "../__generated__/SetApplicationNoteMutation.graphql";
import type { WithdrawApplicationMutation } from "../__generated__/WithdrawApplicationMutation.graphql";

// Application stages (issue 27). A move brings back the application's stage
// and its job's stage counts, so the card's badge and the applicants' filter
// counts update in place (both are keyed by id in the store).
const move = graphql`
  mutation MoveApplicationMutation($input: MoveApplicationInput!) {
    moveApplication(input: $input) {
      application {
        id
        stage
        updatedAt
        job {
          id
          applicationStageCounts {
            stage
            count
          }
        }
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

const note = graphql`
  mutation SetApplicationNoteMutation($input: SetApplicationNoteInput!) {
    setApplicationNote(input: $input) {
      application {
        id
        note
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

// The applicant's own: the dashboard's card shows Withdrawn in place.
const withdraw = graphql`
  mutation WithdrawApplicationMutation($input: WithdrawApplicationInput!) {
    withdrawApplication(input: $input) {
      application {
        id
        stage
        updatedAt
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useMoveApplicationMutation() {
  return useMutation<MoveApplicationMutation>(move);
}

export function useSetApplicationNoteMutation() {
  return useMutation<SetApplicationNoteMutation>(note);
}

export function useWithdrawApplicationMutation() {
  return useMutation<WithdrawApplicationMutation>(withdraw);
}
