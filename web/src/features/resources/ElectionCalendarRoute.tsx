import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData, useRevalidator } from "react-router";
import type { ElectionCalendarRouteQuery } from "../../__generated__/ElectionCalendarRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { SectionError, SectionLoading } from "../../components/ui/section-state";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { ToolPage } from "./ToolPage";
import { formatCalendarDay } from "../../lib/labels";

// The dates come from the server (internal/elections), the same list as the .ics
// download, so the page and the calendar file never disagree.
const query = graphql`
  query ElectionCalendarRouteQuery {
    electionDates {
      uid
      date
      title
      description
    }
  }
`;

export const ICS_PATH = "/resources/election-calendar.ics";

export function loader() {
  return { queryRef: preload<ElectionCalendarRouteQuery>("election-calendar", query, {}) };
}

/** Whole days from today (local) to the calendar day. */
export function daysUntil(day: string, now: Date = new Date()): number {
  const [y, m, d] = day.split("-").map(Number);
  const target = Date.UTC(y, m - 1, d);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / 86_400_000);
}

function Dates({ queryRef }: { queryRef: PreloadedQuery<ElectionCalendarRouteQuery> }) {
  useDisposeOnLeave(queryRef);
  const { electionDates } = usePreloadedQuery<ElectionCalendarRouteQuery>(query, queryRef);
  if (electionDates.length === 0) return <Text color="fg.muted">No upcoming dates in the calendar yet.</Text>;
  return (
    <Stack as="ol" gap="4" listStyleType="none" m="0" p="0" aria-label="Upcoming election dates">
      {electionDates.map((e) => {
        const days = daysUntil(e.date);
        return (
          <Card.Root as="li" key={e.uid} variant="outline" data-testid="election-date">
            <Card.Body gap="2">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontWeight="semibold" color="blue.fg">
                  <time dateTime={e.date}>{formatCalendarDay(e.date)}</time>
                </Text>
                <Badge variant="subtle" colorPalette={days <= 30 ? "orange" : "gray"}>
                  {days === 0 ? "Today" : days === 1 ? "Tomorrow" : `In ${days} days`}
                </Badge>
              </HStack>
              <Heading as="h2" size="md">
                {e.title}
              </Heading>
              <Text color="fg.muted">{e.description}</Text>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

/** /resources/election-calendar: upcoming US election dates and the .ics download. */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ElectionCalendarRouteQuery> };
  const revalidator = useRevalidator();
  return (
    <ToolPage
      title="Election Calendar"
      lead="Upcoming US general elections and the presidential transition dates. Every date here is set by federal law; primaries, registration and early-voting deadlines vary by state, so check your state's election office for those."
      actions={
        <HStack gap="3" wrap="wrap">
          <Button asChild>
            <a href={ICS_PATH} download="canvass-election-calendar.ics">
              Download calendar (.ics)
            </a>
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Opens in Google Calendar, Outlook and Apple Calendar.
          </Text>
        </HStack>
      }
    >
      <Box>
        <ErrorBoundary resetKeys={[queryRef]} fallback={() => <SectionError text="Error loading the election calendar. Please try again later." onRetry={() => revalidator.revalidate()} />}>
          <Suspense fallback={<SectionLoading text="Loading election dates..." />}>
            <Dates queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </Box>
    </ToolPage>
  );
}
