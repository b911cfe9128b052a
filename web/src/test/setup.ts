import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => cleanup());

// relay-test-utils' createMockEnvironment calls jest.fn(); vitest's vi is compatible.
// (The one shim for every test file; feature test helpers rely on it.)
(globalThis as unknown as { jest: typeof vi }).jest ??= vi;

// Screens other than the home page get these recipes from the router (see theme.ts).
import "../theme-recipes";

// jsdom lacks these browser APIs that Chakra/zag use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
