// Test helpers for the jobs feature (vitest + relay-test-utils).
import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import type { Environment } from "relay-runtime";
import { createMockEnvironment } from "relay-test-utils";
import { Toaster } from "../../components/ui/toaster";
import { system } from "../../theme";

/** relay-test-utils' mock environment (its @types lag relay-runtime 21's own types). */
export type RelayMockEnvironment = ReturnType<typeof createMockEnvironment>;

export function mockEnvironment(): RelayMockEnvironment {
  return createMockEnvironment();
}

/** Renders routes in a memory router with Relay, Chakra and the toaster. */
export function renderRoutes(env: RelayMockEnvironment, routes: RouteObject[], initialEntries: string[] = ["/"]) {
  const router = createMemoryRouter(routes, { initialEntries });
  const ui = (children: ReactNode) => (
    <RelayEnvironmentProvider environment={env as unknown as Environment}>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
      </ChakraProvider>
    </RelayEnvironmentProvider>
  );
  return { router, ...render(ui(<RouterProvider router={router} />)) };
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
