import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { MemoryRouter } from "react-router";
import type { Environment } from "relay-runtime";
import { createMockEnvironment } from "relay-test-utils";
import { system } from "../theme";

/** relay-test-utils' mock environment (its @types lag relay-runtime 21's own types). */
export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** Renders `ui` with Chakra, a Relay mock environment and a memory router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { path = "/", environment = createMockEnvironment() }: { path?: string; environment?: MockEnvironment } = {},
) {
  const result = render(
    <RelayEnvironmentProvider environment={environment as unknown as Environment}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ChakraProvider>
    </RelayEnvironmentProvider>,
  );
  return { ...result, environment };
}
