import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Suspense, useCallback } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import {
  Link,
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { VendorsRouteQuery } from "../../__generated__/VendorsRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { useViewer } from "../../app/RootRoute";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { DIRECTORY_PAGE_SIZE, emptyFilters, filterVariables, readFilters, writeFilters, type DirectoryFilters } from "./directoryParams";
import { VendorDirectory } from "./VendorDirectory";
import { VendorFilterBar } from "./VendorFilterBar";
import { TEXT_ERROR, TEXT_LOADING } from "./vendorOptions";

const query = graphql`
  query VendorsRouteQuery($count: Int!, $filter: VendorFilter, $orderBy: VendorOrder) {
    vendorFacets {
      ...VendorFilterBar_facets
    }
    ...VendorDirectory_query @arguments(count: $count, filter: $filter, orderBy: $orderBy)
  }
`;

export function loader({ request }: LoaderFunctionArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  return {
    queryRef: preload<VendorsRouteQuery>("vendors", query, { count: DIRECTORY_PAGE_SIZE, ...filterVariables(filters) }),
  };
}

/** Filter changes (?q=, ?category=, ...) refetch inside the directory; only
 * entering the route runs the loader. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

function Directory({ queryRef }: { queryRef: PreloadedQuery<VendorsRouteQuery> }) {
  const data = usePreloadedQuery<VendorsRouteQuery>(query, queryRef);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const viewer = useViewer();

  const onChange = useCallback(
    (next: Partial<DirectoryFilters>, opts?: { replace?: boolean }) =>
      setParams((prev) => writeFilters({ ...readFilters(prev), ...next }), { replace: opts?.replace, preventScrollReset: true }),
    [setParams],
  );
  const onReset = useCallback(() => setParams(writeFilters(emptyFilters), { preventScrollReset: true }), [setParams]);

  return (
    <Stack gap="8">
      <VendorFilterBar
        facets={data.vendorFacets}
        filters={filters}
        onChange={onChange}
        onReset={onReset}
        extra={
          viewer?.userType === "VENDOR" ? (
            <Button asChild size="sm" colorPalette="blue">
              <Link to="/profile?tab=vendor">Set Up Vendor Profile</Link>
            </Button>
          ) : null
        }
      />
      <VendorDirectory query={data} filters={filters} />
    </Stack>
  );
}

export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<VendorsRouteQuery> };
  useDisposeOnLeave(queryRef);
  useDocumentTitle("Vendor Directory");

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
      <ErrorBoundary
        resetKeys={[queryRef]}
        fallback={() => (
          <Text role="alert" color="fg.error" py="12" textAlign="center">
            {TEXT_ERROR}
          </Text>
        )}
      >
        <Suspense
          fallback={
            <Text role="status" color="fg.muted" py="12" textAlign="center">
              {TEXT_LOADING}
            </Text>
          }
        >
          <Directory queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </Container>
  );
}
