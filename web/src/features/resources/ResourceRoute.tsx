import { Avatar, Box, Button, Container, Heading, HStack, Image, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from "react-router";
import type { ResourceDetail_resource$key } from "../../__generated__/ResourceDetail_resource.graphql";
import type { ResourceRouteQuery } from "../../__generated__/ResourceRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { useViewer } from "../../app/RootRoute";
import { HiddenByModeratorsAlert } from "../../components/HiddenByModeratorsAlert";
import { MarkdownContent } from "../../components/markdown/MarkdownContent";
import { PageSpinner } from "../../components/ui/page-spinner";
import { SectionError } from "../../components/ui/section-state";
import { formatLongDate, initials } from "../../lib/labels";
import { parseDatabaseId } from "../../lib/routeId";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { loginHref } from "../auth/validation";
import { DeleteResourceButton } from "./DeleteResourceButton";
import { ResourceCategoryBadge } from "./ResourceCard";
import { ResourceNotFound } from "./ResourceNotFound";
import { readTimeText, RESOURCE_TEXTS } from "./resourceLabels";
import { SaveResourceButton } from "./SaveResourceButton";
import { ReportButton } from "../moderation/ReportButton";

const query = graphql`
  query ResourceRouteQuery($databaseId: Int!) {
    resource(databaseId: $databaseId) {
      id
      ...ResourceDetail_resource
    }
  }
`;

const detailFragment = graphql`
  fragment ResourceDetail_resource on Resource {
    id
    databaseId
    title
    description
    category
    categoryLabel
    contentHtml
    readMinutes
    imageUrl
    createdAt
    updatedAt
    viewerIsOwner
    viewerHasSaved
    hiddenByModerators
    hiddenReason
    author {
      databaseId
      firstName
      lastName
      profileImage
      currentPosition
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<ResourceRouteQuery> | null };

export function loader({ params }: LoaderFunctionArgs): LoaderData {
  const id = parseDatabaseId(params.id);
  return { queryRef: id == null ? null : preload<ResourceRouteQuery>("resource", query, { databaseId: id }) };
}

/** /resources/{id}: the guide, readable on a phone. */
export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  const revalidator = useRevalidator();
  if (!queryRef) return <ResourceNotFound />;
  return (
    <ErrorBoundary resetKeys={[queryRef]} fallback={() => <SectionError text={RESOURCE_TEXTS.error} onRetry={() => revalidator.revalidate()} />}>
      <Suspense fallback={<PageSpinner label="Loading resource..." />}>
        <ResourceScreen queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}

function ResourceScreen({ queryRef }: { queryRef: PreloadedQuery<ResourceRouteQuery> }) {
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<ResourceRouteQuery>(query, queryRef);
  if (!data.resource) return <ResourceNotFound />;
  return <ResourceDetail resource={data.resource} />;
}

/** Title, category, read time, author with avatar, dates, image, the rendered
 * guide, Save/Saved for members, Edit and Delete for the author. */
export function ResourceDetail({ resource: key }: { resource: ResourceDetail_resource$key }) {
  const r = useFragment(detailFragment, key);
  const viewer = useViewer();
  const navigate = useNavigate();
  useDocumentTitle(r.title);
  const readTime = readTimeText(r.readMinutes);
  const authorName = `${r.author.firstName} ${r.author.lastName}`.trim();
  const edited = r.updatedAt && r.createdAt && new Date(r.updatedAt).getTime() - new Date(r.createdAt).getTime() > 60_000;

  return (
    <Container as="article" maxW="3xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <HiddenByModeratorsAlert hidden={r.hiddenByModerators} reason={r.hiddenReason} />
        <ChakraLink asChild color="blue.fg" alignSelf="start">
          <Link to="/resources">← Back to Resources</Link>
        </ChakraLink>
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <ResourceCategoryBadge category={r.category} label={r.categoryLabel} />
            {readTime && (
              <Text fontSize="sm" color="fg.muted">
                {readTime}
              </Text>
            )}
          </HStack>
          <Heading as="h1" size={{ base: "2xl", md: "4xl" }} lineHeight="short" wordBreak="break-word">
            {r.title}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {r.description}
          </Text>
          <HStack gap="3" data-testid="resource-author">
            <Avatar.Root size="md" aria-hidden="true">
              {r.author.profileImage && <Avatar.Image src={r.author.profileImage} alt="" />}
              <Avatar.Fallback>{initials(r.author.firstName, r.author.lastName)}</Avatar.Fallback>
            </Avatar.Root>
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold">{authorName}</Text>
              <Text fontSize="sm" color="fg.muted">
                Published <time dateTime={r.createdAt}>{formatLongDate(r.createdAt)}</time>
                {edited && (
                  <>
                    {" · "}Updated <time dateTime={r.updatedAt}>{formatLongDate(r.updatedAt)}</time>
                  </>
                )}
              </Text>
            </Stack>
          </HStack>
          {viewer && (
            <HStack gap="3" wrap="wrap">
              <SaveResourceButton resourceId={r.id} saved={r.viewerHasSaved} />
              {r.viewerIsOwner && (
                <>
                  <Button asChild variant="outline">
                    <Link to={`/resources/edit/${r.databaseId}`}>Edit</Link>
                  </Button>
                  <DeleteResourceButton resourceId={r.id} title={r.title} size="md" invalidate onDeleted={() => navigate("/resources")} />
                </>
              )}
              {!r.viewerIsOwner && <ReportButton targetType="RESOURCE" targetId={r.id} what="resource" />}
            </HStack>
          )}
          {!viewer && (
            <Text fontSize="sm" color="fg.muted">
              <ChakraLink asChild color="blue.fg" textDecoration="underline">
                <Link to={loginHref(`/resources/${r.databaseId}`)}>Log in</Link>
              </ChakraLink>{" "}
              to save this resource for later.
            </Text>
          )}
        </Stack>
        {r.imageUrl && <Image src={r.imageUrl} alt="" rounded="lg" w="full" maxH="420px" objectFit="cover" />}
        <Box minW="0">
          <Box data-testid="resource-body">
            <MarkdownContent html={r.contentHtml} />
          </Box>
        </Box>
      </Stack>
    </Container>
  );
}
