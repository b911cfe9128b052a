// The one place tests render components: Chakra, a relay-test-utils mock
// environment, a router and the toaster, in three shapes.
//   renderWithProviders(ui)     a component under a plain memory router
//   renderScreen(ui)            a screen under a data router, with Suspense,
//                               the toaster and a LocationProbe showing the URL
//   renderRoutes(env, routes)   a route table (loaders, navigation between routes)
import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import { Suspense, type ReactElement, type ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, type RouteObject } from "react-router";
import type { Environment } from "relay-runtime";
import { createMockEnvironment } from "relay-test-utils";
import { Toaster } from "../components/ui/toaster";
import { getSystem } from "../theme";

/** relay-test-utils' mock environment (its @types lag relay-runtime 21's own types). */
export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

export function mockEnvironment(): MockEnvironment {
  return createMockEnvironment();
}

function Providers({ environment, children }: { environment: MockEnvironment; children: ReactNode }) {
  return (
    <RelayEnvironmentProvider environment={environment as unknown as Environment}>
      <ChakraProvider value={getSystem()}>{children}</ChakraProvider>
    </RelayEnvironmentProvider>
  );
}

/** Renders `ui` with Chakra, a Relay mock environment and a memory router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { path = "/", environment = createMockEnvironment() }: { path?: string; environment?: MockEnvironment } = {},
) {
  const result = render(
    <Providers environment={environment}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, environment };
}

/** Shows the router's current path and query (for URL-filter assertions). */
export function LocationProbe() {
  const loc = useLocation();
  return <output data-testid="location">{`${loc.pathname}${loc.search}`}</output>;
}

/** Renders a screen at `path` under a data router, with Suspense, the toaster and a LocationProbe. */
export function renderScreen(ui: ReactNode, { path = "/", environment = createMockEnvironment() } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <Suspense fallback={<p>Suspended</p>}>
            {ui}
            <LocationProbe />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <Providers environment={environment}>
      <RouterProvider router={router} />
      <Toaster />
    </Providers>,
  );
  return { ...result, environment, router };
}

/** Renders routes in a memory router with Relay, Chakra and the toaster. */
export function renderRoutes(env: MockEnvironment, routes: RouteObject[], initialEntries: string[] = ["/"]) {
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <Providers environment={env}>
      <RouterProvider router={router} />
      <Toaster />
    </Providers>,
  );
  return { router, ...result };
}

/** The CSS text of the emotion rules that apply to el's classes (jsdom does not
 * compute styles from them). */
export function cssFor(el: Element): string {
  const classes = Array.from(el.classList).filter((c) => c.startsWith("css-"));
  const out: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    const walk = (list: CSSRuleList) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSStyleRule) {
          if (classes.some((c) => rule.selectorText.includes(`.${c}`))) out.push(rule.cssText);
        } else if ("cssRules" in rule) {
          walk((rule as CSSGroupingRule).cssRules);
        }
      }
    };
    walk(rules);
  }
  return out.join("\n");
}
