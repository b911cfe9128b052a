import { Badge, Button, Card, Container, Heading, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useParams, useRevalidator, type LoaderFunctionArgs } from "react-router";
import type { PersonRouteQuery } from "../../__generated__/PersonRouteQuery.graphql";
import { useViewer } from "../../app/RootRoute";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { HiddenByModeratorsAlert } from "../../components/HiddenByModeratorsAlert";
import { PageSpinner } from "../../components/ui/page-spinner";
import { SectionError } from "../../components/ui/section-state";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { AvailabilityBadge, PersonAvatar } from "./PersonCard";
import { roleLabel } from "./peopleLabels";
import { ReportButton } from "../moderation/ReportButton";

const query = graphql`
  query PersonRouteQuery($id: Int!) {
    user(databaseId: $id) {
      id
      databaseId
      firstName
      lastName
      userType
      profileImage
      location
      bio
      currentPosition
      education
      skills
      hiddenByModerators
      hiddenReason
      openToWork {
        open
        availability
        availableNow
        roles
        stateNames
      }
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<PersonRouteQuery> | null };

export function loader({ params }: LoaderFunctionArgs): LoaderData {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return { queryRef: null };
  return { queryRef: preload<PersonRouteQuery>(`person:${id}`, query, { id }) };
}

const userTypeLabels: Record<string, string> = { CANDIDATE: "Candidate", CAMPAIGN_STAFF: "Campaign Staff / Volunteer", VENDOR: "Vendor" };

/** /people/:id: a member's profile as the viewer may see it (a private profile
 * shows the name only), with their availability when they are open to work and
 * "Message". */
export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  const { id } = useParams();
  return (
    <Container maxW="4xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      {queryRef ? (
        <ErrorBoundary resetKeys={[id]} fallback={() => <PersonError />}>
          <Suspense fallback={<PageSpinner label="Loading profile..." />}>
            <Person queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <NotFound />
      )}
    </Container>
  );
}

function PersonError() {
  const revalidator = useRevalidator();
  return <SectionError text="Error loading this profile. Please try again later." onRetry={() => revalidator.revalidate()} />;
}

function NotFound() {
  useDocumentTitle("Member Not Found");
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Member Not Found
      </Heading>
      <Button asChild variant="outline" alignSelf="start">
        <Link to="/people">Back to People</Link>
      </Button>
    </Stack>
  );
}

function Person({ queryRef }: { queryRef: PreloadedQuery<PersonRouteQuery> }) {
  useDisposeOnLeave(queryRef);
  const { user: u } = usePreloadedQuery<PersonRouteQuery>(query, queryRef);
  const viewer = useViewer();
  const name = u ? `${u.firstName} ${u.lastName}` : "";
  useDocumentTitle(u ? name : "Member Not Found");
  if (!u) return <NotFound />;
  const otw = u.openToWork?.open ? u.openToWork : null;
  const details: Array<[string, string | null | undefined]> = [
    ["Current position", u.currentPosition],
    ["Education", u.education],
    ["Skills", u.skills],
  ];
  return (
    <Stack gap="6">
      <HiddenByModeratorsAlert hidden={u.hiddenByModerators} reason={u.hiddenReason} />
      <HStack gap="4" align="center">
        <PersonAvatar name={name} image={u.profileImage} size="16" />
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {name}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge>{userTypeLabels[u.userType] ?? u.userType}</Badge>
            {u.location && <Text color="fg.muted">{u.location}</Text>}
          </HStack>
        </Stack>
      </HStack>
      {otw && (
        <Card.Root variant="outline" as="section" aria-labelledby="otw-title">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="otw-title">
              Open to work
            </Heading>
            <div>
              <AvailabilityBadge text={otw.availability} now={otw.availableNow} />
            </div>
            <Wrap gap="1.5" aria-label="Roles">
              {otw.roles.map((r) => (
                <Badge key={r} variant="outline">
                  {roleLabel(r)}
                </Badge>
              ))}
            </Wrap>
            <Text>
              <Text as="span" fontWeight="medium">
                Where:{" "}
              </Text>
              {otw.stateNames.join(", ")}
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      {u.bio && <Text>{u.bio}</Text>}
      <Stack as="dl" gap="3">
        {details
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <Stack key={k} gap="0">
              <Text as="dt" fontWeight="medium">
                {k}
              </Text>
              <Text as="dd" color="fg.muted">
                {v}
              </Text>
            </Stack>
          ))}
      </Stack>
      {viewer && viewer.databaseId !== u.databaseId && (
        <HStack gap="3" wrap="wrap">
          <Button asChild>
            <Link to={`/messages?to=${u.databaseId}`}>Message</Link>
          </Button>
          <ReportButton targetType="USER" targetId={u.id} what="member" />
        </HStack>
      )}
    </Stack>
  );
}
