import { Suspense, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { PageSpinner } from "../ui/page-spinner";
import { SectionError } from "../ui/section-state";

/** Loading and error states around a list screen's results: a spinner labelled
 * `loadingText` while the route's query loads, and `errorText` with "Try again"
 * (which runs the route's loader again) when it or a refetch fails. `resetKeys`
 * clear the error (the query reference; the URL's query to let a new filter retry). */
export function ListBoundary({
  loadingText,
  errorText,
  resetKeys,
  children,
}: {
  loadingText: string;
  errorText: string;
  resetKeys: ReadonlyArray<unknown>;
  children: ReactNode;
}) {
  const revalidator = useRevalidator();
  return (
    <ErrorBoundary resetKeys={resetKeys} fallback={() => <SectionError text={errorText} onRetry={() => revalidator.revalidate()} />}>
      <Suspense fallback={<PageSpinner label={loadingText} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
