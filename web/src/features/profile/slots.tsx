import type { ProfileRouteQuery$data } from "../../__generated__/ProfileRouteQuery.graphql";
import { Box, Stack } from "@chakra-ui/react";
import { EmailPreferencesTab } from "../email/EmailPreferencesTab";
import { ApiTokensTab } from "../tokens/ApiTokensTab";
import { DashboardApplications, DashboardJobsTab, DashboardLatestJobs } from "../jobs/DashboardJobs";
import { SavedJobsTab } from "../jobs/DashboardSavedJobs";
import { DashboardResources } from "../resources/DashboardResources";
import { ProfileResume } from "../resumes/ProfileResume";
import { BlockedPeople, DashboardMessagesTab, VendorMessagesCard } from "../messages/DashboardMessages";
import { TeamInvitations } from "../teams/TeamInvitations";
import { OpenToWorkSection } from "./OpenToWorkSection";
import { VendorOverviewSummary, VendorProfileButton, VendorProfileTab } from "../vendors/VendorDashboard";

// Slots on the dashboard for the jobs and vendors features. Each receives the
// profile screen's query data; to fill one, spread your fragment in
// ProfileRouteQuery (under `viewer`) and read it here with useFragment.

type SlotProps = { query: ProfileRouteQuery$data };

/** Vendors only, under the left card's Edit Profile button: "Create Vendor Profile"
 * or "Edit Vendor Profile" (opens the vendor profile dialog). */
export function VendorProfileButtonSlot({ query }: SlotProps) {
  return query.viewer ? <VendorProfileButton user={query.viewer} /> : null;
}

/** The "Vendor Profile" tab (vendors; the default tab for them). */
export function VendorProfileTabSlot({ query }: SlotProps) {
  return query.viewer ? (
    <Box id="vendor-profile" outline="none">
      <VendorProfileTab user={query.viewer} />
    </Box>
  ) : null;
}

/** Vendors' Overview: the vendor profile summary. */
export function VendorSummarySlot({ query }: SlotProps) {
  return query.viewer ? <VendorOverviewSummary user={query.viewer} /> : null;
}

/** The "Jobs" tab (non-vendors): own jobs, "Post New Job", delete, empty state;
 * then the jobs the member applied to (#applied-jobs). */
export function JobsTabSlot({ query }: SlotProps) {
  return query.viewer ? (
    <Stack gap="10">
      <DashboardJobsTab user={query.viewer} />
      <DashboardApplications user={query.viewer} />
    </Stack>
  ) : null;
}

/** The "Saved Jobs" tab (non-vendors): the jobs the member saved, in a query
 * of its own made when the tab first opens (the dashboard's query stays within
 * the complexity limit). */
export function SavedJobsTabSlot() {
  return <SavedJobsTab />;
}

/** Non-vendors' Overview: the profile's PDF résumé (issue 27). */
export function ResumeSlot({ query }: SlotProps) {
  return query.viewer ? (
    <Box id="resume" outline="none">
      <ProfileResume user={query.viewer} />
    </Box>
  ) : null;
}

/** Non-vendors' Overview: the 3 latest jobs. */
export function LatestJobsSlot({ query }: SlotProps) {
  return query.viewer ? <DashboardLatestJobs user={query.viewer} /> : null;
}

/** The "Resources" tab (non-vendors): own and saved resources, first 4 each. */
export function ResourcesTabSlot({ query }: SlotProps) {
  return query.viewer ? <DashboardResources user={query.viewer} /> : null;
}

/** The "Messages" tab (non-vendors): messages with "New" and "Mark as Read",
 * then the blocked people. */
export function MessagesTabSlot({ query }: SlotProps) {
  return query.viewer ? (
    <Box id="dashboard-messages" outline="none">
      <DashboardMessagesTab user={query.viewer} blocked={query.viewer} />
    </Box>
  ) : null;
}

/** Vendors' Overview: the Messages card (unread count, to /messages) and the
 * blocked people. */
export function VendorMessagesSlot({ query }: SlotProps) {
  return query.viewer ? (
    <>
      <VendorMessagesCard user={query.viewer} />
      <BlockedPeople user={query.viewer} />
    </>
  ) : null;
}

/** Non-vendors' Overview: the team invitations waiting for an answer (none: nothing). */
export function TeamInvitationsSlot({ query }: SlotProps) {
  return query.viewer ? <TeamInvitations user={query.viewer} /> : null;
}

/** The "Email" tab (everyone, issue 26): which kinds of email the user gets
 * (/profile?tab=email, linked from every non-essential email). */
export function EmailTabSlot({ query }: SlotProps) {
  return query.viewer ? <EmailPreferencesTab user={query.viewer} /> : null;
}

/** The "API" tab (everyone, issue 30): personal access tokens for scripts (/profile?tab=api). */
export function ApiTabSlot({ query }: SlotProps) {
  return query.viewer ? <ApiTokensTab user={query.viewer} /> : null;
}

/** Non-vendors' Overview: "Open to work" (issue 27). */
export function OpenToWorkSlot({ query }: SlotProps) {
  return query.viewer ? <OpenToWorkSection user={query.viewer} /> : null;
}
