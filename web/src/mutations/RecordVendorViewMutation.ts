import { graphql, useMutation } from "react-relay/hooks";
import type { RecordVendorViewMutation } from "../__generated__/RecordVendorViewMutation.graphql";

// Counts a view of a vendor profile (the server ignores the owner's own views and
// counts each other user once a day).
const mutation = graphql`
  mutation RecordVendorViewMutation($input: RecordVendorViewInput!) {
    recordVendorView(input: $input) {
      ok
    }
  }
`;

export function useRecordVendorViewMutation() {
  return useMutation<RecordVendorViewMutation>(mutation);
}
