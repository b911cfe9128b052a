import { Badge, Box, Container, Heading, HStack, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { JobType, PayInsightsRouteQuery, RoleFamily } from "../../__generated__/PayInsightsRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { SectionError, SectionLoading } from "../../components/ui/section-state";
import { SelectField } from "../../components/ui/select-field";
import { JobTypeMembers, RoleFamilyLabels, RoleFamilyMembers } from "../../generated/labels";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";

const query = graphql`
  query PayInsightsRouteQuery($role: RoleFamily, $jobType: JobType) {
    payInsights(role: $role, jobType: $jobType) {
      minPostings
      cells {
        role
        state
        stateName
        count
        p25
        median
        p75
      }
    }
  }
`;

export const NOT_ENOUGH_TEXT = "not enough postings";

type Filters = {
  role: RoleFamily | null;
  jobType: JobType | null;
  state: string;
};

function pick<T extends string>(value: string | null, allowed: ReadonlyArray<{ value: string }>): T | null {
  return value && allowed.some((m) => m.value === value) ? (value as T) : null;
}

/** The page's filters from its URL: ?role=FIELD&type=FULL_TIME&state=CO (unknown values ignored). */
export function payFilters(params: URLSearchParams): Filters {
  return {
    role: pick<RoleFamily>(params.get("role"), RoleFamilyMembers),
    jobType: pick<JobType>(params.get("type"), JobTypeMembers),
    state: (params.get("state") ?? "").toUpperCase(),
  };
}

type LoaderData = { queryRef: PreloadedQuery<PayInsightsRouteQuery> };

export function loader({ request }: LoaderFunctionArgs): LoaderData {
  const f = payFilters(new URL(request.url).searchParams);
  return {
    queryRef: preload<PayInsightsRouteQuery>("pay-insights", query, {
      role: f.role,
      jobType: f.jobType,
    }),
  };
}

const dollars = (n: number) => "$" + Math.round(n / 1000).toLocaleString("en-US") + "k";
const fullDollars = (n: number) => "$" + n.toLocaleString("en-US");

type Cell = PayInsightsRouteQuery["response"]["payInsights"]["cells"][number];

function rowLabel(c: Cell, byRole: boolean): string {
  const place = c.stateName ?? "All states";
  return byRole ? place : (RoleFamilyLabels[c.role] ?? c.role);
}

/** The chart's scale: from a round $10k below the smallest 25th percentile shown to a
 * round $10k above the largest 75th percentile, so that differences between rows show. */
export function payScale(cells: ReadonlyArray<Cell>): { lo: number; hi: number } {
  const lows = cells.flatMap((c) => (c.p25 == null ? [] : [c.p25]));
  const highs = cells.flatMap((c) => (c.p75 == null ? [] : [c.p75]));
  if (lows.length === 0) return { lo: 0, hi: 0 };
  return { lo: Math.max(0, Math.floor(Math.min(...lows) / 10_000 - 1) * 10_000), hi: Math.ceil(Math.max(...highs) / 10_000 + 0.5) * 10_000 };
}

/** One row of the chart: the middle half of the pay (25th to 75th percentile) as a
 * bar on the scale, the median as a mark. */
function Bar({ cell, scale, label }: { cell: Cell; scale: { lo: number; hi: number }; label: string }) {
  const at = (v: number) => ((v - scale.lo) / (scale.hi - scale.lo)) * 100;
  const enough = cell.p25 != null && cell.median != null && cell.p75 != null;
  return (
    <Box as="li" listStyleType="none" data-testid="pay-row">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold">{label}</Text>
        <Text fontSize="sm" color="fg.muted">
          {enough ? `${dollars(cell.p25!)} – ${dollars(cell.p75!)}, median ${dollars(cell.median!)}` : `${NOT_ENOUGH_TEXT} (${cell.count})`}
        </Text>
      </HStack>
      <Box aria-hidden="true" position="relative" h="3" mt="1" bg="bg.muted" borderRadius="full">
        {enough && scale.hi > scale.lo && (
          <>
            <Box
              position="absolute"
              top="0"
              bottom="0"
              left={`${at(cell.p25!)}%`}
              width={`${Math.max(at(cell.p75!) - at(cell.p25!), 1)}%`}
              bg="blue.solid"
              borderRadius="full"
              opacity={0.6}
            />
            <Box position="absolute" top="-1" bottom="-1" left={`calc(${at(cell.median!)}% - 1px)`} w="2px" bg="fg" />
          </>
        )}
      </Box>
    </Box>
  );
}

function Figures({ queryRef, filters }: { queryRef: PreloadedQuery<PayInsightsRouteQuery>; filters: Filters }) {
  useDisposeOnLeave(queryRef);
  const { payInsights } = usePreloadedQuery<PayInsightsRouteQuery>(query, queryRef);
  return <PayChart insights={payInsights} filters={filters} />;
}

/** The chart, the state filter (states with postings) and the table for screen readers. */
export function PayChart({ insights: payInsights, filters }: { insights: PayInsightsRouteQuery["response"]["payInsights"]; filters: Filters }) {
  const setParam = useSetParam();
  const states = payInsights.cells.filter((c, i, all) => c.state && all.findIndex((d) => d.state === c.state) === i);
  const byRole = filters.role != null;
  // A family: all states, then each state; every family: their all-states rows (or one state's).
  const rows = payInsights.cells.filter((c) => (filters.state ? c.state === filters.state : byRole || c.state == null));
  const scale = payScale(rows);
  const caption = `Posted yearly pay${byRole ? ` for ${RoleFamilyLabels[filters.role!]} jobs` : " by role family"}${filters.state ? ` in ${states.find((s) => s.state === filters.state)?.stateName ?? filters.state}` : ""}`;
  return (
    <Stack gap="6">
      <Box maxW="xs">
        <SelectField
          label="State"
          size="sm"
          value={filters.state}
          placeholder="All states"
          onChange={(v) => setParam("state", v)}
          options={states.map((s) => ({
            value: s.state!,
            label: s.stateName ?? s.state!,
          }))}
        />
      </Box>
      {rows.length === 0 ? (
        <Text color="fg.muted">No postings with pay match these filters yet.</Text>
      ) : (
        <>
          <Stack as="ul" gap="4" m="0" p="0" aria-label={caption}>
            {rows.map((c) => (
              <Bar key={`${c.role}-${c.state ?? "all"}`} cell={c} scale={scale} label={rowLabel(c, byRole)} />
            ))}
          </Stack>
          {scale.hi > scale.lo && (
            <HStack justify="space-between" fontSize="xs" color="fg.muted" aria-hidden="true" data-testid="pay-scale">
              <Text>{dollars(scale.lo)}</Text>
              <Text>{dollars(scale.hi)}</Text>
            </HStack>
          )}
          <VisuallyHidden>
            <Table.Root>
              <Table.Caption>{caption}, in dollars a year</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{byRole ? "State" : "Role"}</Table.ColumnHeader>
                  <Table.ColumnHeader>Postings</Table.ColumnHeader>
                  <Table.ColumnHeader>25th percentile</Table.ColumnHeader>
                  <Table.ColumnHeader>Median</Table.ColumnHeader>
                  <Table.ColumnHeader>75th percentile</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((c) => (
                  <Table.Row key={`${c.role}-${c.state ?? "all"}`}>
                    <Table.Cell>{rowLabel(c, byRole)}</Table.Cell>
                    <Table.Cell>{c.count}</Table.Cell>
                    {c.median == null ? (
                      <Table.Cell colSpan={3}>{NOT_ENOUGH_TEXT}</Table.Cell>
                    ) : (
                      <>
                        <Table.Cell>{fullDollars(c.p25!)}</Table.Cell>
                        <Table.Cell>{fullDollars(c.median)}</Table.Cell>
                        <Table.Cell>{fullDollars(c.p75!)}</Table.Cell>
                      </>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </VisuallyHidden>
        </>
      )}
      <Text fontSize="sm" color="fg.muted">
        Each bar is the middle half of posted pay (25th to 75th percentile) on a scale from {dollars(scale.lo)} to {dollars(scale.hi)} a year; the mark is the median. Hourly pay counts as 2,080 hours a year and monthly pay as
        12 months; stipends and remote jobs are left out. A row needs at least {payInsights.minPostings} postings to show figures.
      </Text>
    </Stack>
  );
}

/** Sets (or, when empty, removes) one of the page's URL filters. */
function useSetParam() {
  const [, setParams] = useSearchParams();
  return (key: string, v: string) =>
    setParams(
      (p) => {
        if (v) p.set(key, v);
        else p.delete(key);
        return p;
      },
      { preventScrollReset: true },
    );
}

/** /insights/pay: what campaign jobs pay, by role family and state, from postings on Canvass. */
export function Component() {
  useDocumentTitle("Campaign Pay Insights");
  const { queryRef } = useLoaderData() as LoaderData;
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const filters = payFilters(params);
  const set = useSetParam();
  return (
    <Container maxW="3xl" px="4" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Stack gap="2">
          <HStack gap="2">
            <Heading as="h1" size="2xl">
              Campaign Pay Insights
            </Heading>
            <Badge colorPalette="green" variant="subtle">
              New
            </Badge>
          </HStack>
          <Text color="fg.muted">
            What campaigns pay, from the pay ranges posted on the <Link to="/jobs">Canvass job board</Link>: open jobs and those that closed in the last year,
            yearly figures.
          </Text>
        </Stack>
        <HStack gap="4" wrap="wrap" align="end">
          <Box minW="12rem">
            <SelectField
              label="Role family"
              size="sm"
              value={filters.role ?? ""}
              placeholder="All roles"
              onChange={(v) => set("role", v)}
              options={RoleFamilyMembers}
            />
          </Box>
          <Box minW="12rem">
            <SelectField
              label="Job type"
              size="sm"
              value={filters.jobType ?? ""}
              placeholder="All job types"
              onChange={(v) => set("type", v)}
              options={JobTypeMembers}
            />
          </Box>
        </HStack>
        <ErrorBoundary
          resetKeys={[queryRef]}
          fallback={() => <SectionError text="Error loading pay insights. Please try again later." onRetry={() => revalidator.revalidate()} />}
        >
          <Suspense fallback={<SectionLoading text="Loading pay insights..." />}>
            <Figures queryRef={queryRef} filters={filters} />
          </Suspense>
        </ErrorBoundary>
      </Stack>
    </Container>
  );
}
