import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, useTransition, type ReactNode } from "react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { VendorsTeaser_query$key } from "../../__generated__/VendorsTeaser_query.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { SectionError } from "../../components/ui/section-state";
import { onIntent } from "../../lib/lazyModule";
import { preloadRoute } from "../../lib/preloadRoute";
import { VendorCard } from "./VendorCard";
import { VendorChips } from "./VendorChips";
import { chipParam, directoryHref, TEXT_EMPTY, TEXT_ERROR, TEXT_LOADING, vendorChips, type VendorChip } from "./vendorOptions";

// The home page's vendor teaser: the six chips and at most 3 vendors of the chosen
// category, filtered by the server (spec sections 2 and 9).

export const TEASER_SIZE = 3;

const fragment = graphql`
  fragment VendorsTeaser_query on Query
  @refetchable(queryName: "VendorsTeaserRefetchQuery")
  @argumentDefinitions(vendorCategory: { type: "String" }) {
    teaserVendors: vendors(first: 3, filter: { category: $vendorCategory }) {
      edges {
        node {
          id
          ...VendorCard_vendor
        }
      }
    }
  }
`;

function TeaserBody({ query }: { query: VendorsTeaser_query$key }) {
  const [data, refetch] = useRefetchableFragment(fragment, query);
  const [chip, setChip] = useState<VendorChip>(vendorChips[0]);
  const [pending, startTransition] = useTransition();
  const vendors = data.teaserVendors.edges.slice(0, TEASER_SIZE);

  const select = (next: VendorChip) => {
    setChip(next);
    startTransition(() => {
      refetch({ vendorCategory: chipParam(next) || null }, { fetchPolicy: "store-or-network" });
    });
  };

  return (
    <Stack gap="6">
      <VendorChips active={chip} onSelect={select} justify="center" />
      <Box aria-live="polite" aria-busy={pending}>
        {pending ? (
          <Text role="status" color="fg.muted" py="8" textAlign="center">
            {TEXT_LOADING}
          </Text>
        ) : vendors.length === 0 ? (
          <Text color="fg.muted" py="8" textAlign="center">
            {TEXT_EMPTY}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {vendors.map((e) => (
              <VendorCard key={e.node.id} vendor={e.node} />
            ))}
          </SimpleGrid>
        )}
      </Box>
      <Box textAlign="center">
        <Button asChild>
          <Link to={directoryHref(chip)} {...onIntent(() => preloadRoute(directoryHref(chip)))}>
            View All Vendors
          </Link>
        </Button>
      </Box>
    </Stack>
  );
}

/** The vendors section's frame: heading and intro (shown while its data loads too). */
export function VendorsTeaserFrame({ children }: { children: ReactNode }) {
  return (
    <Container as="section" id="vendors" aria-labelledby="vendors-teaser-title" maxW="7xl" px={{ base: "4", md: "6" }} py="16">
      <Stack gap="2" textAlign="center" mb="8">
        <Heading as="h2" id="vendors-teaser-title" size="2xl">
          Political Vendor Directory
        </Heading>
        <Text color="fg.muted">
          Connect with consultants, advertising agencies, digital strategists, fundraisers and pollsters.
        </Text>
      </Stack>
      {children}
    </Container>
  );
}

/** The chips and cards, with their own error state for a failed chip change. */
export function VendorsTeaserBody({ query }: { query: VendorsTeaser_query$key }) {
  return (
    <ErrorBoundary fallback={({ reset }) => <SectionError text={TEXT_ERROR} onRetry={reset} />}>
      <TeaserBody query={query} />
    </ErrorBoundary>
  );
}

/** The vendors section of the home page. */
export function VendorsTeaser({ query }: { query: VendorsTeaser_query$key }) {
  return (
    <VendorsTeaserFrame>
      <VendorsTeaserBody query={query} />
    </VendorsTeaserFrame>
  );
}
