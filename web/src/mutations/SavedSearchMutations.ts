import { graphql, useMutation } from "react-relay/hooks";
import type { CreateSavedSearchMutation } from "../__generated__/CreateSavedSearchMutation.graphql";
import type { DeleteSavedSearchMutation } from "../__generated__/DeleteSavedSearchMutation.graphql";
import type { UpdateSavedSearchMutation } from "../__generated__/UpdateSavedSearchMutation.graphql";

// Saved job searches (issue 26): a new one goes to the top of the list
// (@prependNode on SavedSearchList_savedSearches when it is loaded), a deleted
// one leaves it (@deleteEdge).
const create = graphql`
  mutation CreateSavedSearchMutation($input: CreateSavedSearchInput!, $connections: [ID!]!) {
    createSavedSearch(input: $input) {
      savedSearch @prependNode(connections: $connections, edgeTypeName: "SavedSearchEdge") {
        id
        name
        ...SavedSearchCard_search
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

const update = graphql`
  mutation UpdateSavedSearchMutation($input: UpdateSavedSearchInput!) {
    updateSavedSearch(input: $input) {
      savedSearch {
        id
        name
        ...SavedSearchCard_search
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

const remove = graphql`
  mutation DeleteSavedSearchMutation($input: DeleteSavedSearchInput!, $connections: [ID!]!) {
    deleteSavedSearch(input: $input) {
      deletedSavedSearchId @deleteEdge(connections: $connections)
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useCreateSavedSearchMutation() {
  return useMutation<CreateSavedSearchMutation>(create);
}

export function useUpdateSavedSearchMutation() {
  return useMutation<UpdateSavedSearchMutation>(update);
}

export function useDeleteSavedSearchMutation() {
  return useMutation<DeleteSavedSearchMutation>(remove);
}
