import { Accordion, Badge, Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { Section, StaticPage } from "./StaticPage";

const faqs = [
  {
    q: "Is Canvass partisan?",
    a: "No. Canvass is non-partisan: candidates, staff and vendors of every party and of none use it to find work and partners.",
  },
  {
    q: "Who can post jobs?",
    a: "Candidates and campaign staff can post jobs. Vendor accounts maintain a vendor profile in the directory instead.",
  },
  {
    q: "How much does Canvass cost?",
    a: "Creating an account, searching jobs and listing a vendor profile are free.",
  },
  {
    q: "Can I keep my profile private?",
    a: "Yes. Turn off \"Public profile\" when editing your profile and other members will only see your name and user type.",
  },
];

export function Component() {
  useDocumentTitle("About");
  return (
    <StaticPage
      title="About Canvass"
      lead="Canvass is the non-partisan professional network for the political community. We serve thousands of candidates, campaign staff, volunteers and vendors who want to find jobs, connect with vendors and advance their careers."
    >
      <Section title="Our mission">
        <Text>
          Campaigns are built by people. Canvass makes it easier for the people who run for office, the staff and
          volunteers who power campaigns, and the vendors who serve them to find each other, whatever their party.
        </Text>
      </Section>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        <Card.Root variant="outline" as="section" id="for-candidates" aria-labelledby="for-candidates-title">
          <Card.Body gap="2">
            <Heading as="h2" size="lg" id="for-candidates-title">
              For Candidates
            </Heading>
            <Text color="fg.muted">Post roles, build your team and find the vendors your campaign needs.</Text>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" as="section" id="for-staff" aria-labelledby="for-staff-title">
          <Card.Body gap="2">
            <Heading as="h2" size="lg" id="for-staff-title">
              For Campaign Staff
            </Heading>
            <Text color="fg.muted">Find your next role, from field organizer to campaign manager, and grow your network.</Text>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" as="section" id="for-vendors" aria-labelledby="for-vendors-title">
          <Card.Body gap="2">
            <Heading as="h2" size="lg" id="for-vendors-title">
              For Vendors
            </Heading>
            <Text color="fg.muted">List your services in the vendor directory and reach campaigns looking for partners.</Text>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Section id="pricing" title="Pricing">
        <Stack direction={{ base: "column", md: "row" }} gap="6">
          <Card.Root variant="outline" flex="1">
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                Members <Badge colorPalette="green">Free</Badge>
              </Heading>
              <Text color="fg.muted">Profile, job search, applications, messaging and teams for candidates and staff.</Text>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline" flex="1">
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                Vendors <Badge colorPalette="green">Free</Badge>
              </Heading>
              <Text color="fg.muted">One vendor profile in the directory with your services and recent work.</Text>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Section>
      <Section id="faq" title="Frequently asked questions">
        <Accordion.Root collapsible multiple variant="enclosed">
          {faqs.map((f, i) => (
            <Accordion.Item key={f.q} value={`faq-${i}`}>
              <Accordion.ItemTrigger>
                <Text flex="1" textAlign="start" fontWeight="medium">
                  {f.q}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>{f.a}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Section>
    </StaticPage>
  );
}
