import { graphql, useMutation } from "react-relay/hooks";
import type { ResendVerificationMutation } from "../__generated__/ResendVerificationMutation.graphql";
import type { VerifyEmailMutation } from "../__generated__/VerifyEmailMutation.graphql";

// Confirms the address a link was sent to. The payload's user is the viewer
// when they own it: Relay updates the profile's state in place.
const verify = graphql`
  mutation VerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      ok
      user {
        id
        emailVerified
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

const resend = graphql`
  mutation ResendVerificationMutation {
    resendVerification {
      ok
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useVerifyEmailMutation() {
  return useMutation<VerifyEmailMutation>(verify);
}

export function useResendVerificationMutation() {
  return useMutation<ResendVerificationMutation>(resend);
}
