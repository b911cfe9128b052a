import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState, useTransition } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Link } from "react-router";
import type { JobsTeaserFacetsQuery } from "../../__generated__/JobsTeaserFacetsQuery.graphql";
import type { JobsTeaserQuery } from "../../__generated__/JobsTeaserQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { SearchInput } from "../../components/list/SearchInput";
import { SectionError, SectionLoading } from "../../components/ui/section-state";
import { facetOptions, SelectField } from "../../components/ui/select-field";
import { onIntent } from "../../lib/lazyModule";
import { preloadRoute } from "../../lib/preloadRoute";
import { boardSearchString, boardVariables, emptyFilters } from "./boardFilters";
import { JobCard } from "./JobCard";

// The home page's "Campaign Job Board" teaser. It has its own queries (not
// part of HomeRouteQuery) so that a failing or slow job search shows the
// teaser's own loading and error texts instead of holding up or breaking the
// whole home page; the jobs query fetches at most 3 matching jobs on the
// server, and the facets are fetched once.

const jobsQuery = graphql`
  query JobsTeaserQuery($filter: JobFilter) {
    jobs(first: 3, filter: $filter) {
      edges {
        node {
          id
          ...JobCard_job
        }
      }
    }
  }
`;

const facetsQuery = graphql`
  query JobsTeaserFacetsQuery {
    jobFacets {
      locations {
        value
        label
      }
      jobTypes {
        value
        label
      }
    }
  }
`;

export const TEASER_TEXTS = {
  loading: "Loading jobs...",
  error: "Error loading jobs. Please try again later.",
  empty: "No jobs found matching your criteria.",
} as const;

interface TeaserFilters {
  q: string;
  location: string;
  type: string;
}

function TeaserJobs({ filters, pending, attempt }: { filters: TeaserFilters; pending: boolean; attempt: number }) {
  const variables = boardVariables({ ...emptyFilters, ...filters }, 3);
  // A retry (attempt > 0) is a new fetch: Relay keeps a failed request's error under
  // the old key.
  const data = useLazyLoadQuery<JobsTeaserQuery>(
    jobsQuery,
    { filter: variables.filter as JobsTeaserQuery["variables"]["filter"] },
    { fetchPolicy: attempt > 0 ? "network-only" : "store-or-network", fetchKey: attempt },
  );
  const edges = data.jobs.edges.filter((e) => e?.node);
  if (edges.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted" py="8">
        {TEASER_TEXTS.empty}
      </Text>
    );
  }
  return (
    <Box opacity={pending ? 0.6 : 1} transition="opacity 0.15s" aria-busy={pending}>
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="5" listStyleType="none" m="0" p="0">
        {edges.map(({ node }) => (
          <Box as="li" key={node.id} minW="0">
            <JobCard job={node} headingLevel="h3" />
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

type FacetList = ReadonlyArray<{ readonly value: string; readonly label: string }>;

type SelectsProps = { filters: TeaserFilters; set: (patch: Partial<TeaserFilters>) => void };

function Selects({ filters, set, locations, jobTypes }: SelectsProps & { locations: FacetList; jobTypes: FacetList }) {
  return (
    <>
      <SelectField
        label="Location"
        hideLabel
        bg="bg"
        placeholder="All Locations"
        options={facetOptions(locations, filters.location)}
        value={filters.location}
        onChange={(location) => set({ location })}
      />
      <SelectField
        label="Job type"
        hideLabel
        bg="bg"
        placeholder="All Job Types"
        options={facetOptions(jobTypes, filters.type)}
        value={filters.type}
        onChange={(type) => set({ type })}
      />
    </>
  );
}

/** The two dropdowns with the values from jobFacets (fetched once). */
function FacetSelects(props: SelectsProps) {
  const data = useLazyLoadQuery<JobsTeaserFacetsQuery>(facetsQuery, {}, { fetchPolicy: "store-or-network" });
  return <Selects {...props} locations={data.jobFacets.locations} jobTypes={data.jobFacets.jobTypes} />;
}

/** "Campaign Job Board": search, location and job type filters, at most 3
 * matching jobs, "View All Jobs" (to /jobs with the same filters). */
export function JobsTeaser() {
  const [text, setText] = useState("");
  const [filters, setFilters] = useState<TeaserFilters>({ q: "", location: "", type: "" });
  const [pending, startTransition] = useTransition();
  const [attempt, setAttempt] = useState(0);

  // Search runs 300 ms after the last keystroke (SearchInput); the old cards stay meanwhile.
  const set = (patch: Partial<TeaserFilters>) => startTransition(() => setFilters((f) => ({ ...f, ...patch })));
  const viewAll = `/jobs${boardSearchString({ ...emptyFilters, ...filters, q: text.trim() })}`;

  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py="16">
      <Stack gap="8">
        <Stack gap="2" textAlign="center" align="center">
          <Heading as="h2" size="2xl">
            Campaign Job Board
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Find your next role in politics or hire experienced campaign staff
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" role="search" aria-label="Search jobs">
          <SearchInput
            label="Search jobs"
            hideLabel
            bg="bg"
            placeholder="Search jobs..."
            value={filters.q}
            onCommit={(q) => set({ q })}
            onTextChange={setText}
          />
          <ErrorBoundary fallback={() => <Selects filters={filters} set={set} locations={[]} jobTypes={[]} />}>
            <Suspense fallback={<Selects filters={filters} set={set} locations={[]} jobTypes={[]} />}>
              <FacetSelects filters={filters} set={set} />
            </Suspense>
          </ErrorBoundary>
        </SimpleGrid>
        <Box aria-live="polite">
          {pending && (
            <Text srOnly role="status">
              {TEASER_TEXTS.loading}
            </Text>
          )}
          <ErrorBoundary
            resetKeys={[filters.q, filters.location, filters.type, attempt]}
            fallback={() => <SectionError text={TEASER_TEXTS.error} onRetry={() => setAttempt((a) => a + 1)} />}
          >
            <Suspense fallback={<SectionLoading text={TEASER_TEXTS.loading} />}>
              <TeaserJobs filters={filters} pending={pending} attempt={attempt} />
            </Suspense>
          </ErrorBoundary>
        </Box>
        <Box textAlign="center">
          <Button asChild size="lg" variant="outline">
            <Link to={viewAll} {...onIntent(() => preloadRoute(viewAll))}>
              View All Jobs
            </Link>
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
