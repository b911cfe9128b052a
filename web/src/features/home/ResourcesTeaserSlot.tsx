import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ErrorBoundary } from "../../app/ErrorBoundary";

// The resources teaser (features/resources/ResourcesTeaser.tsx: heading, cards, quick
// links, its loading, error and empty texts) is below the fold and outside the
// visitor bundle budget: its code and query load when the section comes within
// 600 px of the viewport (at once where IntersectionObserver is missing). This slot
// is kept as small as possible: the home chunk has no room to spare.
const ResourcesTeaser = lazy(() => import("../resources/ResourcesTeaser").then((m) => ({ default: m.ResourcesTeaser })));

export function ResourcesTeaserSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === "undefined");
  useEffect(() => {
    if (near || !ref.current) return;
    const io = new IntersectionObserver((es) => es.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "600px 0px" });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near]);
  // The placeholder keeps the section's height, so nothing below it shifts.
  const placeholder = <div style={{ minHeight: 900 }} />;
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
