import { Card, Heading, Link as ChakraLink, List, SimpleGrid, Text, VisuallyHidden } from "@chakra-ui/react";
import { ToolPage } from "./ToolPage";
import { VIDEOS, type Video } from "./tools";

/** One video: title, length, what you learn, a link that opens it in a new tab. */
export function VideoCard({ video, headingLevel = "h2" }: { video: Video; headingLevel?: "h2" | "h3" }) {
  return (
    <Card.Root variant="outline" h="full" id={video.id} data-testid="video-card">
      <Card.Body gap="3">
        <Heading as={headingLevel} size="md">
          {video.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Length: {video.length}
        </Text>
        <Text fontSize="sm" fontWeight="semibold">
          What you will learn
        </Text>
        <List.Root ps="5" gap="1" fontSize="sm">
          {video.learn.map((l) => (
            <List.Item key={l}>{l}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <ChakraLink href={video.url} target="_blank" rel="noopener noreferrer" color="blue.fg" fontWeight="medium">
          Watch video<VisuallyHidden>: {video.title} (opens in a new tab)</VisuallyHidden>
        </ChakraLink>
      </Card.Footer>
    </Card.Root>
  );
}

/** /resources/video-training: three sample training videos. */
export function Component() {
  return (
    <ToolPage
      title="Video Training"
      lead="Short trainings to share with new staff and volunteers before their first shift. Each opens in a new tab."
    >
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="5" listStyleType="none" m="0" p="0">
        {VIDEOS.slice(0, 3).map((v) => (
          <li key={v.id}>
            <VideoCard video={v} />
          </li>
        ))}
      </SimpleGrid>
    </ToolPage>
  );
}
