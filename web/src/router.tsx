import { createBrowserRouter, type RouteObject } from "react-router";
import * as Root from "./app/RootRoute";
import { RequireAuth } from "./app/RequireAuth";

// Every screen is a lazy route module exporting `Component` and, when it has data,
// a `loader` that preloads its query (see web/README.md). Protected screens go
// under the RequireAuth layout route. Keep the catch-all last.

/** Routes open to everyone. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./features/home/HomeRoute") },
  { path: "auth", lazy: () => import("./features/auth/AuthRoute") },
  { path: "forgot-password", lazy: () => import("./features/auth/ForgotPasswordRoute") },
  { path: "reset-password", lazy: () => import("./features/auth/ResetPasswordRoute") },
  { path: "about", lazy: () => import("./features/static/AboutRoute") },
  { path: "contact", lazy: () => import("./features/static/ContactRoute") },
  { path: "privacy", lazy: () => import("./features/static/PrivacyRoute") },
  { path: "terms", lazy: () => import("./features/static/TermsRoute") },
  { path: "vendors", lazy: () => import("./features/vendors/VendorsRoute") },
  { path: "vendors/:id", lazy: () => import("./features/vendors/VendorRoute") },
  { path: "jobs", lazy: () => import("./features/jobs/JobsRoute") },
  { path: "jobs/:id", lazy: () => import("./features/jobs/JobRoute") },
];

/** Routes for signed-in users only (spinner while the session loads, then /auth). */
const protectedRoutes: RouteObject[] = [
  { path: "profile", lazy: () => import("./features/profile/ProfileRoute") },
  { path: "post-job", lazy: () => import("./features/jobs/PostJobRoute") },
  { path: "edit-job/:id", lazy: () => import("./features/jobs/EditJobRoute") },
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
          { path: "*", lazy: () => import("./features/static/NotFoundRoute") },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
