import { createBrowserRouter, type RouteObject } from "react-router";
import * as Root from "./app/RootRoute";
import { RequireAuth } from "./app/RequireAuth";
import { registerRoutes } from "./lib/preloadRoute";
import { yieldToMain } from "./lib/yieldToMain";

/** A lazy route module, imported in a task of its own: on page load the router asks
 * for it while it starts, and the import's preload links are work for a later task. */
function later<T>(load: () => Promise<T>): () => Promise<T> {
  return () => yieldToMain().then(load);
}

/** A lazy route module loaded together with the Chakra recipes of the screens other
 * than the home page (src/theme-recipes.ts; the home page keeps the first load small). */
function screen<T>(load: () => Promise<T>): () => Promise<T> {
  return later(() => Promise.all([import("./theme-recipes"), load()]).then(([, m]) => m));
}

// Every screen is a lazy route module exporting `Component` and, when it has data,
// a `loader` that preloads its query (see web/README.md). Protected screens go
// under the RequireAuth layout route. Keep the catch-all last.

// The resource centre's routes share two lazy imports (each import and route adds to
// the entry chunk; /resources/:id also serves the tool pages, see resourcePages.tsx).
const resourcePages = () => import("./features/resources/resourcePages");
const resourceForms = () => import("./features/resources/resourceForms");

/** Routes open to everyone. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: later(() => import("./features/home/HomeRoute")) },
  { path: "auth", lazy: screen(() => import("./features/auth/AuthRoute")) },
  { path: "forgot-password", lazy: screen(() => import("./features/auth/ForgotPasswordRoute")) },
  { path: "reset-password", lazy: screen(() => import("./features/auth/ResetPasswordRoute")) },
  { path: "verify-email", lazy: screen(() => import("./features/auth/VerifyEmailRoute")) },
  { path: "unsubscribe", lazy: screen(() => import("./features/email/UnsubscribeRoute")) },
  { path: "about", lazy: screen(() => import("./features/static/AboutRoute")) },
  { path: "contact", lazy: screen(() => import("./features/static/ContactRoute")) },
  { path: "privacy", lazy: screen(() => import("./features/static/PrivacyRoute")) },
  { path: "terms", lazy: screen(() => import("./features/static/TermsRoute")) },
  { path: "developers", lazy: screen(() => import("./features/developers/DevelopersRoute")) },
  { path: "vendors", lazy: screen(() => import("./features/vendors/VendorsRoute")) },
  { path: "vendors/:id", lazy: screen(() => import("./features/vendors/VendorRoute")) },
  { path: "jobs", lazy: screen(() => import("./features/jobs/JobsRoute")) },
  { path: "jobs/:id", lazy: screen(() => import("./features/jobs/JobRoute")) },
  { path: "news", lazy: screen(() => import("./features/news/NewsRoute")) },
  { path: "insights/pay", lazy: screen(() => import("./features/insights/PayInsightsRoute")) },
  { path: "news/:id", lazy: screen(() => import("./features/news/NewsArticleRoute")) },
  { path: "resources", lazy: screen(() => resourcePages().then((m) => m.list)) },
  // Visitors and vendors see why they cannot create (spec texts), so this one is public.
  { path: "resources/create", lazy: screen(() => resourceForms().then((m) => m.create)) },
  { path: "resources/:id", lazy: screen(() => resourcePages().then((m) => m.detail)) },
  // Moderators only: the 404 page for everyone else, visitors included (docs/trust.md).
  { path: "moderation/verifications", lazy: screen(() => import("./features/verify/VerificationsRoute")) },
];

/** Routes for signed-in users only (spinner while the session loads, then /auth). */
const protectedRoutes: RouteObject[] = [
  { path: "profile", lazy: screen(() => import("./features/profile/ProfileRoute")) },
  { path: "settings", lazy: screen(() => import("./features/account/AccountSettingsRoute")) },
  { path: "post-job", lazy: screen(() => import("./features/jobs/PostJobRoute")) },
  { path: "edit-job/:id", lazy: screen(() => import("./features/jobs/EditJobRoute")) },
  { path: "saved-searches", lazy: screen(() => import("./features/alerts/SavedSearchesRoute")) },
  { path: "teams", lazy: screen(() => import("./features/teams/TeamsRoute")) },
  { path: "teams/:id", lazy: screen(() => import("./features/teams/TeamRoute")) },
  { path: "people", lazy: screen(() => import("./features/people/PeopleRoute")) },
  { path: "people/:id", lazy: screen(() => import("./features/people/PersonRoute")) },
  { path: "messages", lazy: screen(() => import("./features/messages/MessagesRoute")) },
  { path: "notifications", lazy: screen(() => import("./features/notifications/NotificationsRoute")) },
  { path: "news/write", lazy: screen(() => import("./features/news/WriteNewsRoute")) },
  { path: "news/edit/:id", lazy: screen(() => import("./features/news/EditNewsRoute")) },
  { path: "news/drafts", lazy: screen(() => import("./features/news/NewsDraftsRoute")) },
  { path: "resources/edit/:id", lazy: screen(() => resourceForms().then((m) => m.edit)) },
  { path: "moderation", lazy: screen(() => import("./features/moderation/ModerationRoute")) },
  { path: "moderation/log", lazy: screen(() => import("./features/moderation/ModerationLogRoute")) },
];

export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: Root.loader,
    shouldRevalidate: Root.shouldRevalidate,
    Component: Root.Component,
    ErrorBoundary: Root.ErrorBoundaryRoute,
    HydrateFallback: Root.HydrateFallback,
    children: [
      {
        // Pathless: errors of a screen render inside the shell, keeping the header.
        ErrorBoundary: Root.PageRouteError,
        children: [
          ...publicRoutes,
          { Component: RequireAuth, children: protectedRoutes },
          { path: "*", lazy: screen(() => import("./features/static/NotFoundRoute")) },
        ],
      },
    ],
  },
];

export function createRouter() {
  registerRoutes(routes); // links can preload the screen they lead to (lib/preloadRoute.ts)
  return createBrowserRouter(routes);
}
