import { Text } from "@chakra-ui/react";
import type { ProfileRouteQuery$data } from "../../__generated__/ProfileRouteQuery.graphql";

// Slots on the dashboard for the jobs and vendors features. Each receives the
// profile screen's query data; to fill one, spread your fragment in
// ProfileRouteQuery (under `viewer`) and read it here with useFragment.

type SlotProps = { query: ProfileRouteQuery$data };

/** Vendors only, under the left card's Edit Profile button: "Create Vendor Profile"
 * or "Edit Vendor Profile" (opens the vendor profile dialog). */
export function VendorProfileButtonSlot(_props: SlotProps) {
  return null;
}

/** The "Vendor Profile" tab (vendors; the default tab for them). */
export function VendorProfileTabSlot(_props: SlotProps) {
  return <Text color="fg.muted">Your vendor profile will appear here.</Text>;
}

/** Vendors' Overview: the vendor profile summary. */
export function VendorSummarySlot(_props: SlotProps) {
  return null;
}

/** The "Jobs" tab (non-vendors): own jobs, "Post New Job", delete, empty state. */
export function JobsTabSlot(_props: SlotProps) {
  return <Text color="fg.muted">Your job postings will appear here.</Text>;
}

/** Non-vendors' Overview: the 3 latest jobs. */
export function LatestJobsSlot(_props: SlotProps) {
  return null;
}
