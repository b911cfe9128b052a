import { ChakraProvider } from "@chakra-ui/react";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { RouterProvider } from "react-router";
import { AppErrorFallback, ErrorBoundary } from "./app/ErrorBoundary";
import { prepareThisPageScroll } from "./app/fullLoadScroll";
import { Toaster } from "./components/ui/toaster";
import { environment, whenRequestsSettle } from "./relay/environment";
import { yieldToMain } from "./lib/yieldToMain";
import { createRouter } from "./router";
import "./global.css";

// Start-up, in steps that each run as their own task on a phone's slow CPU (issue 14):
// 1. after this module (the entry's modules) has run, the router starts loading the
//    screen's module (yet another task, see later() in router.tsx) and its queries;
// 2. the Chakra system (src/theme.ts: its tokens and CSS variables are the largest
//    piece of start-up work): its chunk, then createSystem(), each in a task;
// 3. once the screen's module, its loader and its queries have arrived, the first
//    render. Until then the page shows what the server wrote into #root (the
//    header's look and the page's heading and first content, internal/web/boot.go),
//    so React replaces it with the finished screen in one go, without a spinner
//    in between. A slow query is waited for at most FIRST_RENDER_WAIT_MS.
const FIRST_RENDER_WAIT_MS = 3000;

let router: ReturnType<typeof createRouter>;

function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start() {
  // Before the router reads history.state: a full load opens at the top (issue 25).
  prepareThisPageScroll();
  await yieldToMain();
  router = createRouter();
  const themeModule = import("./theme");
  await routerReady();
  await whenRequestsSettle(FIRST_RENDER_WAIT_MS);
  const { getSystem } = await themeModule;
  await yieldToMain();
  const system = getSystem();
  await yieldToMain();
  // The first render is a transition, so React renders in time slices (short tasks
  // that keep the page responsive while it starts) instead of one long task.
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary fallback={({ error }) => <AppErrorFallback error={error} />}>
          <RelayEnvironmentProvider environment={environment}>
            <ChakraProvider value={system}>
              <RouterProvider router={router} />
              <Toaster />
            </ChakraProvider>
          </RelayEnvironmentProvider>
        </ErrorBoundary>
      </StrictMode>,
    ),
  );
}

void start();
