import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { VendorRouteQuery } from "../../__generated__/VendorRouteQuery.graphql";
import { useViewer } from "../../app/RootRoute";
import { RouterLink } from "../../components/ui/router-link";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { useRecordVendorViewMutation } from "../../mutations/RecordVendorViewMutation";
import { VendorProfile } from "./VendorProfile";

const query = graphql`
  query VendorRouteQuery($databaseId: Int!) {
    vendor(databaseId: $databaseId) {
      id
      name
      viewerIsOwner
      ...VendorProfile_vendor
    }
  }
`;

/** A usable vendor id from the URL, or null (then "Vendor Not Found" without a request). */
export function parseVendorId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

type LoaderData = { queryRef: PreloadedQuery<VendorRouteQuery> | null };

export function loader({ params }: LoaderFunctionArgs): LoaderData {
  const id = parseVendorId(params.id);
  return { queryRef: id == null ? null : preload<VendorRouteQuery>("vendor", query, { databaseId: id }) };
}

function NotFound() {
  useDocumentTitle("Vendor Not Found");
  return (
    <Stack gap="5" align="center" textAlign="center" py="16">
      <Heading as="h1" size="2xl">
        Vendor Not Found
      </Heading>
      <Text color="fg.muted">The vendor you are looking for does not exist or has been removed.</Text>
      <Button asChild>
        <Link to="/vendors">Browse Vendors</Link>
      </Button>
    </Stack>
  );
}

/** Counts one view per vendor page visit by a signed-in user other than the owner. */
function useRecordView(vendorId: string | undefined, count: boolean) {
  const [commit] = useRecordVendorViewMutation();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!vendorId || !count || recorded.current === vendorId) return;
    recorded.current = vendorId;
    commit({ variables: { input: { vendorId } }, onError: () => {} });
  }, [vendorId, count, commit]);
}

function Vendor({ queryRef }: { queryRef: PreloadedQuery<VendorRouteQuery> }) {
  const data = usePreloadedQuery<VendorRouteQuery>(query, queryRef);
  const viewer = useViewer();
  const vendor = data.vendor;
  useRecordView(vendor?.id, !!viewer && !!vendor && !vendor.viewerIsOwner);
  useDocumentTitle(vendor?.name ?? "Vendor Not Found");
  if (!vendor) return <NotFound />;
  return <VendorProfile vendor={vendor} viewer={viewer} />;
}

function Disposer({ queryRef }: { queryRef: PreloadedQuery<VendorRouteQuery> }) {
  useDisposeOnLeave(queryRef);
  return null;
}

export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  return (
    <Container maxW="5xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <RouterLink to="/vendors" fontSize="sm" color="brand.fg" mb="4" display="inline-block">
        ← Back to Vendors
      </RouterLink>
      {queryRef ? (
        <>
          <Disposer queryRef={queryRef} />
          <Vendor queryRef={queryRef} />
        </>
      ) : (
        <NotFound />
      )}
    </Container>
  );
}
