import { Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../components/ui/page-spinner";
import { useViewer } from "./RootRoute";

function Guard() {
  const viewer = useViewer();
  const location = useLocation();
  if (!viewer) {
    return <Navigate to="/auth?mode=login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}

/** Layout route for signed-in screens: a spinner while the session loads, then
 * the screen, or a redirect to /auth for visitors. */
export function RequireAuth() {
  return (
    <Suspense fallback={<PageSpinner label="Checking your session..." />}>
      <Guard />
    </Suspense>
  );
}
