import { Box, Card, Heading, Image, Link as ChakraLink, Text, VisuallyHidden } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { NewsCard_article$key } from "../../__generated__/NewsCard_article.graphql";
import { formatNewsDate, newsImage } from "./newsFormat";

const fragment = graphql`
  fragment NewsCard_article on NewsArticle {
    databaseId
    title
    summary
    imageUrl
    publishedAt
  }
`;

/** A news card: image (or a stock image by index), date, title, summary clamped to
 * 2 lines, "Read More" to /news/{id}. */
export function NewsCard({
  article,
  index,
  headingLevel = "h3",
}: {
  article: NewsCard_article$key;
  index: number;
  headingLevel?: "h2" | "h3";
}) {
  const a = useFragment(fragment, article);
  const href = `/news/${a.databaseId}`;
  return (
    <Card.Root variant="outline" overflow="hidden" h="full">
      <Image src={newsImage(a.imageUrl, index)} alt="" aspectRatio={16 / 9} objectFit="cover" w="full" loading="lazy" />
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={a.publishedAt ?? undefined}>{formatNewsDate(a.publishedAt)}</time>
        </Text>
        <Heading as={headingLevel} size="md" lineHeight="short">
          {a.title}
        </Heading>
        <Text color="fg.muted" lineClamp={2}>
          {a.summary}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Box>
          <ChakraLink asChild color="blue.fg" fontWeight="medium">
            {/* Every "Read More" says where it goes: the accessible name names the
                article, and so does the (hidden) link text search engines read. */}
            <Link to={href} aria-label={`Read More: ${a.title}`}>
              Read More<VisuallyHidden>: {a.title}</VisuallyHidden>
            </Link>
          </ChakraLink>
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
