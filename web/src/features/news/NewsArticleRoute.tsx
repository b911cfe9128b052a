import { Badge, Button, Container, Heading, HStack, Image, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from "react-router";
import type { NewsArticleRouteQuery } from "../../__generated__/NewsArticleRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { PageSpinner } from "../../components/ui/page-spinner";
import { MarkdownContent } from "../../components/markdown/MarkdownContent";
import { SectionError } from "../../components/ui/section-state";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { DeleteArticleButton } from "./DeleteArticleButton";
import { formatNewsDate, NEWS_TEXTS, newsImage, topicOf } from "./newsFormat";

const query = graphql`
  query NewsArticleRouteQuery($id: Int!) {
    viewerIsEditor
    newsArticle(databaseId: $id) {
      id
      databaseId
      title
      summary
      contentHtml
      imageUrl
      publishedAt
      status
      readingMinutes
      topics
      author {
        firstName
        lastName
      }
      previous {
        databaseId
        title
      }
      next {
        databaseId
        title
      }
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<NewsArticleRouteQuery> | null };

export function loader({ params }: LoaderFunctionArgs): LoaderData {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) return { queryRef: null };
  return { queryRef: preload<NewsArticleRouteQuery>("news-article", query, { id }) };
}

export function ArticleNotFound() {
  useDocumentTitle("Article Not Found");
  return (
    <Stack gap="4" align="start">
      <Heading as="h1" size="2xl">
        Article Not Found
      </Heading>
      <Text color="fg.muted">This article does not exist or is not published yet.</Text>
      <Button asChild variant="outline">
        <Link to="/news">Back to News</Link>
      </Button>
    </Stack>
  );
}

function Article({ queryRef }: { queryRef: PreloadedQuery<NewsArticleRouteQuery> }) {
  const data = usePreloadedQuery<NewsArticleRouteQuery>(query, queryRef);
  const a = data.newsArticle;
  const navigate = useNavigate();
  useDocumentTitle(a?.title ?? "Article Not Found");
  if (!a) return <ArticleNotFound />;
  return (
    <Stack as="article" gap="6">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <ChakraLink asChild color="blue.fg">
          <Link to="/news">← Back to News</Link>
        </ChakraLink>
        {data.viewerIsEditor && (
          <HStack gap="2">
            <Button asChild size="sm" variant="outline">
              <Link to={`/news/edit/${a.databaseId}`}>Edit</Link>
            </Button>
            <DeleteArticleButton articleId={a.id} title={a.title} onDeleted={() => navigate("/news")} />
          </HStack>
        )}
      </HStack>
      <Stack gap="3">
        {a.status !== "PUBLISHED" && (
          <Badge alignSelf="start" colorPalette="orange">
            {a.status === "DRAFT" ? "Draft: only editors see this" : "Scheduled: only editors see this until it is published"}
          </Badge>
        )}
        <Heading as="h1" size={{ base: "2xl", md: "4xl" }} lineHeight="short">
          {a.title}
        </Heading>
        <Text color="fg.muted">
          {a.publishedAt && <time dateTime={a.publishedAt}>{formatNewsDate(a.publishedAt)}</time>}
          {" · "}By {a.author.firstName} {a.author.lastName} · {a.readingMinutes} min read
        </Text>
        {a.topics.length > 0 && (
          <HStack as="ul" aria-label="Topics" gap="2" listStyleType="none" m="0" p="0" wrap="wrap">
            {a.topics.map((t) => {
              const topic = topicOf(t);
              return topic ? (
                <li key={t}>
                  <Button asChild size="xs" rounded="full" variant="outline">
                    <Link to={`/news?topic=${topic.value}`}>{topic.label}</Link>
                  </Button>
                </li>
              ) : null;
            })}
          </HStack>
        )}
      </Stack>
      <Image src={newsImage(a.imageUrl, a.databaseId)} alt="" rounded="lg" aspectRatio={16 / 9} objectFit="cover" w="full" />
      <Text fontSize="lg" fontWeight="medium">
        {a.summary}
      </Text>
      {/* Rendered and sanitized on the server (internal/markdown). */}
      <MarkdownContent html={a.contentHtml} />
      {(a.previous || a.next) && (
        <Stack as="nav" aria-label="More articles" direction={{ base: "column", sm: "row" }} justify="space-between" gap="4" borderTopWidth="1px" pt="6">
          {a.previous ? (
            <ChakraLink asChild color="blue.fg">
              <Link to={`/news/${a.previous.databaseId}`}>← Previous: {a.previous.title}</Link>
            </ChakraLink>
          ) : (
            <span />
          )}
          {a.next && (
            <ChakraLink asChild color="blue.fg" textAlign={{ sm: "right" }}>
              <Link to={`/news/${a.next.databaseId}`}>Next: {a.next.title} →</Link>
            </ChakraLink>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** /news/{id}: the article (rendered content, topic chips, previous/next). */
export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  const revalidator = useRevalidator();
  return (
    <Container maxW="3xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      {queryRef ? (
        <Loaded queryRef={queryRef} retry={() => revalidator.revalidate()} />
      ) : (
        <ArticleNotFound />
      )}
    </Container>
  );
}

function Loaded({ queryRef, retry }: { queryRef: PreloadedQuery<NewsArticleRouteQuery>; retry: () => void }) {
  useDisposeOnLeave(queryRef);
  return (
    <ErrorBoundary resetKeys={[queryRef]} fallback={() => <SectionError text={NEWS_TEXTS.error} onRetry={retry} />}>
      <Suspense fallback={<PageSpinner label="Loading article..." />}>
        <Article queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}
