import { Accordion, Box, Button, Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { VideoCard } from "./VideoTrainingRoute";
import { FAQS, TOOLS, VIDEOS } from "./tools";

/** Tools & Templates: the four tool pages. */
export function ToolsPanel() {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="5" listStyleType="none" m="0" p="0">
      {TOOLS.map((t) => (
        <Card.Root as="li" key={t.to} variant="outline" data-testid="tool-card">
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              {t.title}
            </Heading>
            <Text color="fg.muted">{t.description}</Text>
          </Card.Body>
          <Card.Footer>
            <Button asChild size="sm">
              <Link to={t.to}>{t.action}</Link>
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** Video Resources: four sample entries (each opens in a new tab). */
export function VideosPanel() {
  return (
    <Stack gap="4">
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="5" listStyleType="none" m="0" p="0">
        {VIDEOS.map((v) => (
          <li key={v.id}>
            <VideoCard video={v} headingLevel="h3" />
          </li>
        ))}
      </SimpleGrid>
      <Box>
        <Button asChild variant="outline" size="sm">
          <Link to="/resources/video-training">Go to Video Training</Link>
        </Button>
      </Box>
    </Stack>
  );
}

/** Frequently asked questions about using the resource centre (?category=faqs). */
export function FaqPanel() {
  return (
    <Stack as="section" gap="4" aria-labelledby="faq-title">
      <Heading as="h2" size="lg" id="faq-title">
        Frequently Asked Questions
      </Heading>
      <Accordion.Root collapsible multiple variant="enclosed" defaultValue={["faq-0"]}>
        {FAQS.map((f, i) => (
          <Accordion.Item key={f.q} value={`faq-${i}`}>
            <Accordion.ItemTrigger>
              <Text as="span" fontWeight="semibold" flex="1" textAlign="start">
                {f.q}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Text>{f.a}</Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}
