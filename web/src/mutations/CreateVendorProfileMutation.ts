import { useCallback } from "react";
import { graphql, useMutation, type UseMutationConfig } from "react-relay/hooks";
import type { CreateVendorProfileMutation } from "../__generated__/CreateVendorProfileMutation.graphql";

// The payload links the new profile to its owner (the viewer) and re-reads the
// dashboard's vendor fragments, so the dashboard updates in place (no reload).
const mutation = graphql`
  mutation CreateVendorProfileMutation($input: CreateVendorInput!) {
    createVendorProfile(input: $input) {
      vendor {
        id
        ...VendorProfileSummary_vendor
        ...VendorProfileForm_vendor
        ...VendorCard_vendor
        owner {
          id
          vendorProfile {
            id
            profileViews
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

/** Commits the mutation; after a save, lists already in the store (directory pages,
 * the home teaser) are marked stale so that the next visit refetches them: the
 * profile may have joined, left or moved within a filtered or sorted list. */
export function useCreateVendorProfileMutation(): [(config: UseMutationConfig<CreateVendorProfileMutation>) => void, boolean] {
  const [commit, pending] = useMutation<CreateVendorProfileMutation>(mutation);
  const commitAndInvalidate = useCallback(
    (config: UseMutationConfig<CreateVendorProfileMutation>) =>
      commit({
        ...config,
        updater: (store, data) => {
          if (data?.createVendorProfile?.vendor) store.getRoot().invalidateRecord();
          config.updater?.(store, data);
        },
      }),
    [commit],
  );
  return [commitAndInvalidate, pending];
}
