// Test helpers for the vendor screens: Chakra + a relay-test-utils mock
// environment + a memory router, and a probe that shows the current URL.
import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import { Suspense, type ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { createMockEnvironment } from "relay-test-utils";
import { Toaster } from "../../components/ui/toaster";
import { system } from "../../theme";

export function LocationProbe() {
  const loc = useLocation();
  return <output data-testid="location">{`${loc.pathname}${loc.search}`}</output>;
}

/** Renders `ui` at `path` (default "/") with a fresh mock Relay environment. */
export function renderWithProviders(ui: ReactNode, { path = "/", environment = createMockEnvironment() } = {}) {
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
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
        <Toaster />
      </ChakraProvider>
    </RelayEnvironmentProvider>,
  );
  return { ...result, environment, router };
}
