import { graphql, useMutation } from "react-relay/hooks";
import type { CreateApiTokenMutation } from "../__generated__/CreateApiTokenMutation.graphql";
import type { RevokeApiTokenMutation } from "../__generated__/RevokeApiTokenMutation.graphql";

// Personal access tokens (issue 30, docs/api.md). A new token goes first in the
// viewer's list (updater); a revoked one updates in place (its id).
const create = graphql`
  mutation CreateApiTokenMutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
        ...ApiTokensTab_token
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

const revoke = graphql`
  mutation RevokeApiTokenMutation($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      token {
        id
        revokedAt
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useCreateApiTokenMutation() {
  return useMutation<CreateApiTokenMutation>(create);
}

export function useRevokeApiTokenMutation() {
  return useMutation<RevokeApiTokenMutation>(revoke);
}
