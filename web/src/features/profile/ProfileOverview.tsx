import { Box, SimpleGrid, Stack, Stat } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { ProfileOverview_user$key } from "../../__generated__/ProfileOverview_user.graphql";
import { ProfessionalInfoCard } from "./ProfessionalInfoCard";

const fragment = graphql`
  fragment ProfileOverview_user on User {
    userType
    jobsAppliedCount
    jobsPostedCount
    connectionsCount
    resourcesSavedCount
    jobsSavedCount
    unreadMessageCount
    vendorProfile {
      profileViews
    }
    ...ProfessionalInfoCard_user
  }
`;

/** Where each tile's count is listed (issue 25): a dashboard tab, with the
 * section's #id when the tab holds more than that list, or a page. */
export const TILE_LINKS = {
  jobsApplied: "/profile?tab=jobs#applied-jobs",
  connections: "/teams",
  messages: "/profile?tab=messages#dashboard-messages",
  resourcesSaved: "/profile?tab=resources#saved-resources",
  jobsSaved: "/profile?tab=saved-jobs",
  profileViews: "/profile?tab=vendor#vendor-profile",
} as const;

/** A stat tile; with `to`, the whole tile is a link to the list behind its count
 * (its accessible name is the label and the count, "Jobs Applied 2"). */
function Tile({ label, value, to }: { label: string; value: ReactNode; to?: string }) {
  const stat = (
    <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg" h="full" transition="border-color 0.15s, box-shadow 0.15s">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  );
  if (!to) return stat;
  return (
    <Box
      asChild
      display="block"
      rounded="lg"
      color="inherit"
      textDecoration="none"
      _hover={{ "& > *": { borderColor: "blue.500", shadow: "sm" } }}
      _focusVisible={{ outline: "2px solid", outlineColor: "blue.600", outlineOffset: "2px" }}
    >
      <Link to={to} data-testid="dashboard-tile">
        {stat}
      </Link>
    </Box>
  );
}

/** Overview tab: stat tiles, Professional Information, and a feature slot
 * (3 latest jobs for non-vendors, vendor summary for vendors). */
export function ProfileOverview({ user: userKey, children }: { user: ProfileOverview_user$key; children?: ReactNode }) {
  const user = useFragment(fragment, userKey);
  const vendor = user.userType === "VENDOR";
  return (
    <Stack gap="6">
      {vendor ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {/* Vendors cannot post jobs (spec), so no list stands behind this count. */}
          <Tile label="Jobs Posted" value={user.jobsPostedCount ?? "-"} />
          <Tile label="Vendor Profile Views" value={user.vendorProfile?.profileViews ?? 0} to={TILE_LINKS.profileViews} />
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="4">
          <Tile label="Jobs Applied" value={user.jobsAppliedCount ?? "-"} to={TILE_LINKS.jobsApplied} />
          <Tile label="Connections" value={user.connectionsCount ?? "-"} to={TILE_LINKS.connections} />
          <Tile label="Messages" value={user.unreadMessageCount ?? "-"} to={TILE_LINKS.messages} />
          <Tile label="Resources Saved" value={user.resourcesSavedCount ?? "-"} to={TILE_LINKS.resourcesSaved} />
          <Tile label="Saved Jobs" value={user.jobsSavedCount ?? "-"} to={TILE_LINKS.jobsSaved} />
        </SimpleGrid>
      )}
      <ProfessionalInfoCard user={user} />
      {children}
    </Stack>
  );
}
