import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import type { PeopleRouteQuery } from "../../__generated__/PeopleRouteQuery.graphql";
import { useViewer } from "../../app/RootRoute";
import { ListBoundary } from "../../components/list/ListBoundary";
import { skipLoaderOnFilterChange } from "../../components/list/urlFilters";
import { useUrlFilters } from "../../components/list/useUrlFilters";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { VendorRedirect } from "../jobs/PostJobRoute";
import { PeopleFilterBar } from "./PeopleFilterBar";
import { PeopleList } from "./PeopleList";
import { peopleFilters, peopleVariables, TEXTS } from "./peopleFilters";

const query = graphql`
  query PeopleRouteQuery($first: Int!, $filter: PeopleFilter) {
    ...PeopleList_query @arguments(first: $first, filter: $filter)
  }
`;

type LoaderData = { queryRef: PreloadedQuery<PeopleRouteQuery> };

export function loader({ request }: LoaderFunctionArgs): LoaderData {
  return { queryRef: preload<PeopleRouteQuery>("people", query, peopleVariables(peopleFilters.fromRequest(request)) as PeopleRouteQuery["variables"]) };
}

/** Filter changes on /people are refetched by the list, not by the loader. */
export const shouldRevalidate = skipLoaderOnFilterChange;

/** /people (signed-in candidates and campaign staff; the RequireAuth layout sends
 * visitors to log in, vendors are sent home with a toast as on /teams): members open
 * to work whose profile is public, filtered by availability, role and state. */
export function Component() {
  const viewer = useViewer();
  const { queryRef } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  const { search } = useLocation();
  useDocumentTitle(TEXTS.title);
  if (viewer?.userType === "VENDOR") return <VendorRedirect description={TEXTS.vendor} />;
  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            {TEXTS.title}
          </Heading>
          <Text color="fg.muted">{TEXTS.subtitle}</Text>
        </Stack>
        <ListBoundary loadingText={TEXTS.loading} errorText={TEXTS.loadError} resetKeys={[search, queryRef]}>
          <People queryRef={queryRef} />
        </ListBoundary>
      </Stack>
    </Container>
  );
}

function People({ queryRef }: { queryRef: PreloadedQuery<PeopleRouteQuery> }) {
  const data = usePreloadedQuery<PeopleRouteQuery>(query, queryRef);
  const { filters, set, reset } = useUrlFilters(peopleFilters);
  return (
    <Stack gap="6">
      <PeopleFilterBar filters={filters} onChange={set} onReset={reset} />
      <PeopleList query={data} filters={filters} loadedVariables={queryRef.variables} />
    </Stack>
  );
}
