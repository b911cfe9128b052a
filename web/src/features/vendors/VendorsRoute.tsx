import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import type { VendorsRouteQuery } from "../../__generated__/VendorsRouteQuery.graphql";
import { useViewer } from "../../app/RootRoute";
import { ListBoundary } from "../../components/list/ListBoundary";
import { skipLoaderOnFilterChange } from "../../components/list/urlFilters";
import { useUrlFilters } from "../../components/list/useUrlFilters";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { DIRECTORY_PAGE_SIZE, directoryFilters, filterVariables } from "./directoryParams";
import { VendorDirectory } from "./VendorDirectory";
import { VendorFilterBar } from "./VendorFilterBar";
import { TEXT_ERROR, TEXT_LOADING } from "./vendorOptions";

const query = graphql`
  query VendorsRouteQuery($first: Int!, $filter: VendorFilter, $orderBy: VendorOrder) {
    vendorFacets {
      ...VendorFilterBar_facets
    }
    ...VendorDirectory_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
  }
`;

export function loader({ request }: LoaderFunctionArgs) {
  const filters = directoryFilters.fromRequest(request);
  return {
    queryRef: preload<VendorsRouteQuery>("vendors", query, { first: DIRECTORY_PAGE_SIZE, ...filterVariables(filters) }),
  };
}

/** Filter changes (?q=, ?category=, ...) refetch inside the directory, not in the loader. */
export const shouldRevalidate = skipLoaderOnFilterChange;

function Directory({ queryRef }: { queryRef: PreloadedQuery<VendorsRouteQuery> }) {
  const data = usePreloadedQuery<VendorsRouteQuery>(query, queryRef);
  const { filters, set, reset } = useUrlFilters(directoryFilters);
  const viewer = useViewer();

  return (
    <Stack gap="8">
      <VendorFilterBar
        facets={data.vendorFacets}
        filters={filters}
        onChange={set}
        onReset={reset}
        extra={
          viewer?.userType === "VENDOR" ? (
            <Button asChild size="sm" colorPalette="blue">
              <Link to="/profile?tab=vendor">Set Up Vendor Profile</Link>
            </Button>
          ) : null
        }
      />
      <VendorDirectory query={data} filters={filters} loadedVariables={queryRef.variables} />
    </Stack>
  );
}

export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<VendorsRouteQuery> };
  useDisposeOnLeave(queryRef);
  useDocumentTitle("Vendor Directory");
  const { search } = useLocation();

  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size="3xl">
          Vendor Directory
        </Heading>
        <Text color="fg.muted">
          Find consultants, advertising agencies, digital strategists, fundraisers, pollsters and more.
        </Text>
      </Stack>
      <ListBoundary loadingText={TEXT_LOADING} errorText={TEXT_ERROR} resetKeys={[search, queryRef]}>
        <Directory queryRef={queryRef} />
      </ListBoundary>
    </Container>
  );
}
