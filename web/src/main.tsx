import { ChakraProvider } from "@chakra-ui/react";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { RouterProvider } from "react-router";
import { AppErrorFallback, ErrorBoundary } from "./app/ErrorBoundary";
import { Toaster } from "./components/ui/toaster";
import { environment } from "./relay/environment";
import { createRouter } from "./router";
import { system } from "./theme";
import "./global.css";

const router = createRouter();

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
