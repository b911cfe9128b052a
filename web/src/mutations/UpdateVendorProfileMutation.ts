import { graphql, useMutation } from "react-relay/hooks";
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

export function useUpdateVendorProfileMutation() {
  return useMutation<UpdateVendorProfileMutation>(mutation);
}
