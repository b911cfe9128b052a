import { Suspense, useState } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { homeQuery } from "./homeQuery";
import type { HomeRouteQuery } from "../../__generated__/HomeRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { SectionError, SectionLoading } from "../../components/ui/section-state";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { VendorsTeaserBody, VendorsTeaserFrame } from "../vendors/VendorsTeaser";
import { TEXT_ERROR, TEXT_LOADING } from "../vendors/vendorOptions";

function Vendors({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> }) {
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<HomeRouteQuery>(homeQuery, queryRef);
  return <VendorsTeaserBody query={data} />;
}

/** The vendors teaser (vendors feature), rendered after the jobs section. Its data is
 * HomeRouteQuery (the `...VendorsTeaser_query` spread), preloaded by the route; while
 * it loads or when it fails only this section says so ("Loading vendors...", "Error
 * loading vendors. Please try again later." with Try again, which asks again). */
export function VendorsTeaserSlot({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> }) {
  const [ref, setRef] = useState(queryRef);
  const retry = () => setRef(preload<HomeRouteQuery>("home", homeQuery, {}));
  return (
    <VendorsTeaserFrame>
      <ErrorBoundary resetKeys={[ref]} fallback={() => <SectionError text={TEXT_ERROR} onRetry={retry} />}>
        <Suspense fallback={<SectionLoading text={TEXT_LOADING} />}>
          <Vendors queryRef={ref} />
        </Suspense>
      </ErrorBoundary>
    </VendorsTeaserFrame>
  );
}
