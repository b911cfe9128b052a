import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import { ConnectionHandler } from "relay-runtime";
import type { TeamDetails_team$key } from "../../__generated__/TeamDetails_team.graphql";
import type { TeamRouteQuery } from "../../__generated__/TeamRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { useViewer } from "../../app/RootRoute";
import { HiddenByModeratorsAlert } from "../../components/HiddenByModeratorsAlert";
import { RouterLink } from "../../components/ui/router-link";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toaster";
import { formatLongDate } from "../../lib/labels";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { errorMessage } from "../../relay/environment";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { useDeleteTeamMutation } from "../../mutations/DeleteTeamMutation";
import { useLeaveTeamMutation } from "../../mutations/LeaveTeamMutation";
import { VendorRedirect } from "../jobs/PostJobRoute";
import { TeamFormDialog } from "./TeamFormDialog";
import { TeamMembers } from "./TeamMembers";
import { memberCountText, parseTeamId, roleLabel, roleLegend, rolePalette, VENDOR_NO_TEAMS } from "./teamTexts";
import { ReportButton } from "../moderation/ReportButton";

const query = graphql`
  query TeamRouteQuery($databaseId: Int!) {
    team(databaseId: $databaseId) {
      id
      name
      ...TeamDetails_team
      ...TeamMembers_team
    }
  }
`;

const detailsFragment = graphql`
  fragment TeamDetails_team on Team {
    id
    databaseId
    name
    description
    createdAt
    memberCount
    viewerRole
    hiddenByModerators
    hiddenReason
    viewerCanManage
    viewerCanLeave
    createdBy {
      firstName
      lastName
      username
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<TeamRouteQuery> | null };

export function loader({ params }: LoaderFunctionArgs): LoaderData {
  const id = parseTeamId(params.id);
  return { queryRef: id == null ? null : preload<TeamRouteQuery>("team", query, { databaseId: id }) };
}

/** /teams/{id}: a team's members, details and the actions the viewer's role allows. */
export function Component() {
  const viewer = useViewer();
  const { queryRef } = useLoaderData() as LoaderData;
  if (viewer?.userType === "VENDOR") return <VendorRedirect description={VENDOR_NO_TEAMS} />;
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      {queryRef ? <TeamLoader queryRef={queryRef} /> : <TeamError message="Team not found" />}
    </Container>
  );
}

function TeamLoader({ queryRef }: { queryRef: PreloadedQuery<TeamRouteQuery> }) {
  useDisposeOnLeave(queryRef);
  return (
    <ErrorBoundary fallback={({ error }) => <TeamError message={errorMessage(error, "Team not found")} />}>
      <Suspense
        fallback={
          <HStack gap="3" py="10" justify="center" role="status">
            <Spinner size="sm" />
            <Text>Loading team...</Text>
          </HStack>
        }
      >
        <TeamScreen queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Spec: "Error Loading Team" with "Team not found" and "Back to Teams". */
function TeamError({ message }: { message: string }) {
  useDocumentTitle("Error Loading Team");
  return (
    <Stack gap="6" maxW="2xl" mx="auto" py="10">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Heading as="h1" size="md">
              Error Loading Team
            </Heading>
          </Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild alignSelf="start">
        <Link to="/teams">Back to Teams</Link>
      </Button>
    </Stack>
  );
}

function TeamScreen({ queryRef }: { queryRef: PreloadedQuery<TeamRouteQuery> }) {
  const data = usePreloadedQuery<TeamRouteQuery>(query, queryRef);
  if (!data.team) return <TeamError message="Team not found" />;
  return (
    <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="6" alignItems="start">
      <Stack gap="6" minW="0">
        <TeamHeader team={data.team} />
        <TeamMembers team={data.team} />
      </Stack>
      <TeamDetailsCard team={data.team} />
    </Grid>
  );
}

function useTeamsConnection(): string[] {
  const viewer = useViewer();
  return viewer ? [ConnectionHandler.getConnectionID(viewer.id, "TeamsGrid_teams")] : [];
}

function TeamHeader({ team: key }: { team: TeamDetails_team$key }) {
  const team = useFragment(detailsFragment, key);
  useDocumentTitle(team.name);
  const navigate = useNavigate();
  const connections = useTeamsConnection();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<"delete" | "leave" | null>(null);
  const [deleteTeam, deleting] = useDeleteTeamMutation();
  const [leaveTeam, leaving] = useLeaveTeamMutation();

  const onDelete = () =>
    deleteTeam({
      variables: { input: { id: team.id }, connections },
      onCompleted: (res) => {
        if (!res.deleteTeam.deletedTeamId) {
          toast({ title: "Failed to Delete Team", description: res.deleteTeam.errors[0]?.message ?? "", type: "error" });
          return;
        }
        setConfirm(null);
        toast({ title: "Team Deleted", description: `"${team.name}" has been deleted.`, type: "success" });
        navigate("/teams");
      },
      onError: (err) => toast({ title: "Failed to Delete Team", description: errorMessage(err, ""), type: "error" }),
    });

  const onLeave = () =>
    leaveTeam({
      variables: { input: { teamId: team.id }, connections },
      onCompleted: (res) => {
        if (!res.leaveTeam.leftTeamId) {
          toast({ title: "Failed to Leave Team", description: res.leaveTeam.errors[0]?.message ?? "", type: "error" });
          return;
        }
        setConfirm(null);
        toast({ title: "Left Team", description: `You have left "${team.name}".`, type: "success" });
        navigate("/teams");
      },
      onError: (err) => toast({ title: "Failed to Leave Team", description: errorMessage(err, ""), type: "error" }),
    });

  return (
    <Stack gap="4">
      <HiddenByModeratorsAlert hidden={team.hiddenByModerators} reason={team.hiddenReason} />
      <RouterLink to="/teams" alignSelf="flex-start" fontSize="sm" color="blue.fg">
        &larr; All Teams
      </RouterLink>
      <Stack direction={{ base: "column", md: "row" }} justify="space-between" align={{ base: "stretch", md: "start" }} gap="4">
        <Stack gap="2" minW="0">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl" wordBreak="break-word">
              {team.name}
            </Heading>
            <Badge colorPalette={rolePalette(team.viewerRole)}>{roleLabel(team.viewerRole)}</Badge>
          </HStack>
          {team.description && (
            <Text color="fg.muted" whiteSpace="pre-line">
              {team.description}
            </Text>
          )}
        </Stack>
        <HStack gap="2" wrap="wrap" flexShrink={0}>
          {team.viewerCanManage && (
            <>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                Edit Team
              </Button>
              <Button variant="outline" size="sm" colorPalette="red" onClick={() => setConfirm("delete")}>
                Delete Team
              </Button>
            </>
          )}
          {team.viewerCanLeave && (
            <Button variant="outline" size="sm" onClick={() => setConfirm("leave")}>
              Leave Team
            </Button>
          )}
          {team.viewerRole !== "OWNER" && <ReportButton targetType="TEAM" targetId={team.id} what="team" />}
        </HStack>
      </Stack>
      {team.viewerCanManage && (
        <TeamFormDialog open={editing} onOpenChange={setEditing} team={team} />
      )}
      <ConfirmDialog
        open={confirm === "delete"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Delete Team"
        confirmLabel="Delete"
        pendingText="Deleting..."
        pending={deleting}
        onConfirm={onDelete}
      >
        {`Are you sure you want to delete "${team.name}"? The team is removed for all of its members. This action cannot be undone.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "leave"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Leave Team"
        confirmLabel="Leave Team"
        pendingText="Leaving..."
        pending={leaving}
        onConfirm={onLeave}
      >
        {`Are you sure you want to leave "${team.name}"? You will need a manager to add you again.`}
      </ConfirmDialog>
    </Stack>
  );
}

function TeamDetailsCard({ team: key }: { team: TeamDetails_team$key }) {
  const team = useFragment(detailsFragment, key);
  const creator = team.createdBy ? `${team.createdBy.firstName} ${team.createdBy.lastName}`.trim() : "A former member";
  return (
    <Card.Root as="aside" aria-labelledby="team-details-title">
      <Card.Header>
        <Heading as="h2" size="md" id="team-details-title">
          Team Details
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="dl" gap="3" m="0">
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              Created by
            </Text>
            <Text as="dd" m="0">
              {creator}
            </Text>
          </Box>
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              Created
            </Text>
            <Text as="dd" m="0">
              {formatLongDate(team.createdAt)}
            </Text>
          </Box>
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              Members
            </Text>
            <Text as="dd" m="0">
              {memberCountText(team.memberCount)}
            </Text>
          </Box>
        </Stack>
        <Heading as="h3" size="sm" mt="6" mb="3">
          Roles
        </Heading>
        <Stack as="ul" gap="3" m="0" p="0" listStyleType="none">
          {roleLegend.map((r) => (
            <HStack as="li" key={r.role} align="start" gap="3">
              <Badge colorPalette={rolePalette(r.role)} flexShrink={0} minW="16" justifyContent="center">
                {roleLabel(r.role)}
              </Badge>
              <Text fontSize="sm">{r.text}</Text>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
