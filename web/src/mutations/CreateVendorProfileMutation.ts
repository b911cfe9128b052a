import { graphql, useMutation } from "react-relay/hooks";
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

export function useCreateVendorProfileMutation() {
  return useMutation<CreateVendorProfileMutation>(mutation);
}
