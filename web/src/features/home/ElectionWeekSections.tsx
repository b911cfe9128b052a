import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Link } from "react-router";
import type { ElectionWeekSectionsJobsQuery } from "../../__generated__/ElectionWeekSectionsJobsQuery.graphql";
import type { ElectionWeekSectionsPeopleQuery } from "../../__generated__/ElectionWeekSectionsPeopleQuery.graphql";
import { JobCard } from "../jobs/JobCard";
import { PersonCard } from "../people/PersonCard";

// The sections of ElectionWeekLead (its own chunk, loaded only in the week after
// an election): up to 6 people available now, or the 6 newest jobs.

const peopleQuery = graphql`
  query ElectionWeekSectionsPeopleQuery {
    people(first: 6, filter: { available: "now" }) {
      edges {
        node {
          id
          ...PersonCard_user
        }
      }
    }
  }
`;

const jobsQuery = graphql`
  query ElectionWeekSectionsJobsQuery {
    jobs(first: 6, orderBy: NEWEST) {
      edges {
        node {
          id
          ...JobCard_job
        }
      }
    }
  }
`;

export const LEAD_TEXTS = {
  peopleTitle: "Available now",
  peopleBody: "The election is over: campaign staff ready to start today.",
  peopleLink: "See everyone available now",
  jobsTitle: "New jobs this week",
  jobsBody: "The election is over: the newest campaign jobs, for your next role.",
  jobsLink: "Browse all jobs",
} as const;

function Section({ title, body, to, link, children }: { title: string; body: string; to: string; link: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="election-week-title" bg="blue.subtle" data-testid="election-week-lead">
      <Container maxW="7xl" px={{ base: "4", md: "6" }} py="10">
        <Stack gap="6">
          <HStack justify="space-between" align="end" gap="4" wrap="wrap">
            <Stack gap="1">
              <Heading as="h2" id="election-week-title" size="2xl">
                {title}
              </Heading>
              <Text color="fg.muted">{body}</Text>
            </Stack>
            <Button asChild variant="outline">
              <Link to={to}>{link}</Link>
            </Button>
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {children}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}

export function People() {
  const data = useLazyLoadQuery<ElectionWeekSectionsPeopleQuery>(peopleQuery, {});
  const people = data.people.edges.map((e) => e.node);
  if (people.length === 0) return null;
  return (
    <Section title={LEAD_TEXTS.peopleTitle} body={LEAD_TEXTS.peopleBody} to="/people?available=now" link={LEAD_TEXTS.peopleLink}>
      {people.map((u) => (
        <PersonCard key={u.id} user={u} headingLevel="h3" />
      ))}
    </Section>
  );
}

export function Jobs() {
  const data = useLazyLoadQuery<ElectionWeekSectionsJobsQuery>(jobsQuery, {});
  const jobs = data.jobs.edges.map((e) => e.node);
  if (jobs.length === 0) return null;
  return (
    <Section title={LEAD_TEXTS.jobsTitle} body={LEAD_TEXTS.jobsBody} to="/jobs" link={LEAD_TEXTS.jobsLink}>
      {jobs.map((j) => (
        <JobCard key={j.id} job={j} headingLevel="h3" canSave />
      ))}
    </Section>
  );
}

