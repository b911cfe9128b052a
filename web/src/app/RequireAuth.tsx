import { Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../components/ui/page-spinner";
import { loginHref } from "../features/auth/validation";
import { useViewer } from "./RootRoute";

function Guard() {
  const viewer = useViewer();
  const location = useLocation();
  if (!viewer) {
    return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
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
