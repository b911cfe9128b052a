import { Box, Flex } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Outlet, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import type { RootRouteQuery } from "../__generated__/RootRouteQuery.graphql";
import { PageSpinner } from "../components/ui/page-spinner";
import { preload } from "../relay/preload";
import { AppErrorFallback, ErrorBoundary, PageErrorFallback } from "./ErrorBoundary";
import { Footer } from "./Footer";
import { Header, HeaderPlaceholder } from "./Header";
import { useFocusOnNavigation } from "./useFocusOnNavigation";
import { useSettleBackScroll } from "./useSettleBackScroll";

// The app shell: the session (viewer) query, header, page content, footer.

export const rootQuery = graphql`
  query RootRouteQuery {
    viewer {
      id
      databaseId
      userType
      firstName
      lastName
      ...Header_viewer
    }
  }
`;

export type RootLoaderData = { rootRef: PreloadedQuery<RootRouteQuery> };

export function loader(): RootLoaderData {
  return { rootRef: preload<RootRouteQuery>("root", rootQuery, {}) };
}

/** The session is loaded once; later changes come from the login/logout mutations. */
export function shouldRevalidate(): boolean {
  return false;
}

/** The signed-in user (id, databaseId, userType, names) or null for visitors.
 * Suspends while the session loads. Usable by any screen. */
export function useViewer() {
  const { rootRef } = useRouteLoaderData("root") as RootLoaderData;
  return usePreloadedQuery<RootRouteQuery>(rootQuery, rootRef).viewer ?? null;
}

// Live message events (new messages, read state, the unread badge) for
// signed-in users; its chunk and the websocket load only for them.
const MessageEvents = lazy(() => import("../features/messages/MessageEvents").then((m) => ({ default: m.MessageEvents })));
// The bell's live count and new notifications, on the same socket.
const NotificationEvents = lazy(() =>
  import("../features/notifications/NotificationEvents").then((m) => ({ default: m.NotificationEvents })),
);

function SessionHeader() {
  const { rootRef } = useRouteLoaderData("root") as RootLoaderData;
  const data = usePreloadedQuery<RootRouteQuery>(rootQuery, rootRef);
  return (
    <>
      <Header viewer={data.viewer ?? null} />
      {data.viewer && (
        <ErrorBoundary resetKeys={[data.viewer.id]} fallback={() => null}>
          <Suspense fallback={null}>
            <MessageEvents />
            <NotificationEvents />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}

export function Component() {
  const { key } = useLocation();
  useFocusOnNavigation();
  useSettleBackScroll();
  return (
    <Flex direction="column" minH="100vh">
      {/* New screens start at the top, Back/Forward return to where the user was,
          #anchors scroll to their target; URL changes made with preventScrollReset
          (filters that only rewrite the query) keep the position; useSettleBackScroll
          finishes a Back/Forward position on a screen still loading its sections. */}
      <ScrollRestoration />
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <Suspense fallback={<HeaderPlaceholder />}>
        <SessionHeader />
      </Suspense>
      <Box as="main" id="main-content" flex="1" tabIndex={-1} outline="none">
        <ErrorBoundary resetKeys={[key]} fallback={(p) => <PageErrorFallback {...p} />}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
    </Flex>
  );
}

/** Shown while the first route module and loader resolve on page load. */
export function HydrateFallback() {
  return (
    <Flex direction="column" minH="100vh">
      <HeaderPlaceholder />
      <PageSpinner />
    </Flex>
  );
}

/** Route-level last resort (loader or shell failures). */
export function ErrorBoundaryRoute() {
  const error = useRouteError();
  return <AppErrorFallback error={error instanceof Error ? error : new Error("Unexpected error")} />;
}

/** Route error element for the page routes: keeps the header (renders inside the outlet). */
export function PageRouteError() {
  const error = useRouteError();
  return <PageErrorFallback error={error instanceof Error ? error : new Error("This page could not be loaded.")} reset={() => {}} />;
}
