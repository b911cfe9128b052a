import { graphql, useMutation } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { CreateResourceMutation } from "../__generated__/CreateResourceMutation.graphql";

const mutation = graphql`
  mutation CreateResourceMutation($input: CreateResourceInput!) {
    createResource(input: $input) {
      resource {
        id
        databaseId
        ...ResourceCard_resource
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useCreateResourceMutation() {
  return useMutation<CreateResourceMutation>(mutation);
}

/** The lists are searched and filtered on the server: rather than guess which cached
 * connections the new resource belongs to, cached data is marked stale and /resources
 * (where the form goes next) fetches fresh lists. */
export function createResourceUpdater(store: RecordSourceSelectorProxy) {
  if (store.getRootField("createResource")?.getLinkedRecord("resource")) store.invalidateStore();
}
