import { SimpleGrid, Stack, Stat } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ProfileOverview_user$key } from "../../__generated__/ProfileOverview_user.graphql";
import { ProfessionalInfoCard } from "./ProfessionalInfoCard";

const fragment = graphql`
  fragment ProfileOverview_user on User {
    userType
    jobsAppliedCount
    jobsPostedCount
    connectionsCount
    resourcesSavedCount
    unreadMessageCount
    vendorProfile {
      profileViews
    }
    ...ProfessionalInfoCard_user
  }
`;

function Tile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
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
          <Tile label="Jobs Posted" value={user.jobsPostedCount ?? "-"} />
          <Tile label="Vendor Profile Views" value={user.vendorProfile?.profileViews ?? 0} />
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <Tile label="Jobs Applied" value={user.jobsAppliedCount ?? "-"} />
          <Tile label="Connections" value={user.connectionsCount ?? "-"} />
          <Tile label="Messages" value={user.unreadMessageCount ?? "-"} />
          <Tile label="Resources Saved" value={user.resourcesSavedCount ?? "-"} />
        </SimpleGrid>
      )}
      <ProfessionalInfoCard user={user} />
      {children}
    </Stack>
  );
}
