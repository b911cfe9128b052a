import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { loadRouteModule } from "../../lib/preloadRoute";

// The resources teaser (features/resources/ResourcesTeaser.tsx: heading, cards, quick
// links, its loading, error and empty texts) is below the fold and outside the
// visitor bundle budget: its code and query load when the section comes within
// 600 px of the viewport. This slot
// is kept as small as possible: the home chunk has no room to spare, so the teaser
// comes with the /resources route module, through the router (no import here: a
// dynamic import would add its chunk list to this chunk), and View All Resources is
// then instant.
type TeaserModule = typeof import("../resources/ResourcesRoute");
const ResourcesTeaser = lazy(() => loadRouteModule<TeaserModule>("/resources").then((m) => ({ default: m.ResourcesTeaser })));

/** The teaser's height: 1660 px below 768 px of width, 1000 px from there (plain CSS,
 * no breakpoint machinery in this chunk; ResourcesTeaser uses it too). */
export const TEASER_MIN_HEIGHT = "clamp(1000px, calc((768px - 100vw) * 1000), 1660px)";

export function ResourcesTeaserSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return;
    const io = new IntersectionObserver((es) => es.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "600px 0px" });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near]);
  // The placeholder has the section's height (TEASER_MIN_HEIGHT), so nothing moves
  // when the teaser arrives (Back restores the scroll position before it does).
  const placeholder = <div style={{ minHeight: TEASER_MIN_HEIGHT }} />;
  return (
    <div ref={ref} id="resources">
      {near ? (
        <ErrorBoundary fallback={() => placeholder}>
          <Suspense fallback={placeholder}>
            <ResourcesTeaser />
          </Suspense>
        </ErrorBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
