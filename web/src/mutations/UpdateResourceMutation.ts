import { graphql, useMutation } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { UpdateResourceMutation } from "../__generated__/UpdateResourceMutation.graphql";

// The payload re-reads what the screens show of a resource, so cards and the
// detail page update in place.
const mutation = graphql`
  mutation UpdateResourceMutation($input: UpdateResourceInput!) {
    updateResource(input: $input) {
      resource {
        id
        databaseId
        ...ResourceCard_resource
        ...ResourceDetail_resource
        ...ResourceForm_resource
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useUpdateResourceMutation() {
  return useMutation<UpdateResourceMutation>(mutation);
}

/** An edit may move the resource in or out of filtered lists and facets. */
export function updateResourceUpdater(store: RecordSourceSelectorProxy) {
  if (store.getRootField("updateResource")?.getLinkedRecord("resource")) store.invalidateStore();
}
