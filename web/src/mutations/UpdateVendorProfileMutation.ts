import { useCallback } from "react";
import { graphql, useMutation, type UseMutationConfig } from "react-relay/hooks";
import type { UpdateVendorProfileMutation } from "../__generated__/UpdateVendorProfileMutation.graphql";

// The payload re-reads every fragment that shows the vendor (dashboard summary,
// form, card, public profile), so they update in place (no reload).
const mutation = graphql`
  mutation UpdateVendorProfileMutation($input: UpdateVendorInput!) {
    updateVendorProfile(input: $input) {
      vendor {
        id
        ...VendorProfileSummary_vendor
        ...VendorProfileForm_vendor
        ...VendorCard_vendor
        ...VendorProfile_vendor
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
export function useUpdateVendorProfileMutation(): [(config: UseMutationConfig<UpdateVendorProfileMutation>) => void, boolean] {
  const [commit, pending] = useMutation<UpdateVendorProfileMutation>(mutation);
  const commitAndInvalidate = useCallback(
    (config: UseMutationConfig<UpdateVendorProfileMutation>) =>
      commit({
        ...config,
        updater: (store, data) => {
          if (data?.updateVendorProfile?.vendor) store.getRoot().invalidateRecord();
          config.updater?.(store, data);
        },
      }),
    [commit],
  );
  return [commitAndInvalidate, pending];
}
