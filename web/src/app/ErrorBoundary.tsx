import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Component, useState, type ErrorInfo, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { SERVER_ERROR_TEXT } from "../relay/environment";

interface Props {
  children: ReactNode;
  /** When any of these change, a caught error is cleared (e.g. the path). */
  resetKeys?: ReadonlyArray<unknown>;
  fallback: (props: { error: Error; reset: () => void }) => ReactNode;
}

interface State {
  error: Error | null;
}

/** A React error boundary that can reset itself when `resetKeys` change. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Canvass error boundary caught", error, info.componentStack);
  }

  componentDidUpdate(prev: Props): void {
    if (this.state.error && !sameKeys(prev.resetKeys, this.props.resetKeys)) {
      this.setState({ error: null });
    }
  }

  reset = (): void => this.setState({ error: null });

  render(): ReactNode {
    if (this.state.error) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}

function sameKeys(a: ReadonlyArray<unknown> = [], b: ReadonlyArray<unknown> = []): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/** What a person reads for an error: the server's own sentence for a known
 * problem (not found, forbidden, ...), else a plain sentence; never a raw status
 * line such as "500: boom" (issue 14). */
export function userFacingMessage(error: unknown, fallback: string): string {
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : "";
  if (!message || code === "INTERNAL" || /^\d{3}\b/.test(message) || /^(TypeError|SyntaxError|ChunkLoadError)\b/.test(message)) {
    return fallback;
  }
  if (code || message === SERVER_ERROR_TEXT || message.startsWith("Network error")) return message;
  return fallback;
}

export const PAGE_ERROR_TEXT = "This page could not be loaded. Please try again.";

/** Shown in place of the page content (the header stays) when a screen fails.
 * "Try again" navigates to the same address again: the screen's loader runs (a
 * fresh request) and React Router's route error boundary, which caught the error,
 * resets with the new location; then `reset` clears a boundary of ours. */
export function PageErrorFallback({ error, reset }: { error: Error; reset?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [retrying, setRetrying] = useState(false);
  const retry = reset
    ? () => {
        setRetrying(true);
        const { pathname, search, hash, state } = location;
        Promise.resolve(navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true }))
          .catch(() => {})
          .finally(() => {
            setRetrying(false);
            reset();
          });
      }
    : undefined;
  return (
    <Box role="alert" maxW="2xl" mx="auto" my="16" px="6">
      <Stack gap="4">
        <Heading as="h1" size="xl">Something went wrong</Heading>
        <Text color="fg.muted">{userFacingMessage(error, PAGE_ERROR_TEXT)}</Text>
        {retry && (
          <Button alignSelf="start" onClick={retry} disabled={retrying}>
            {retrying ? "Trying again..." : "Try again"}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** The last resort: shown when even the app shell fails. Plain markup on purpose. */
export function AppErrorFallback({ error }: { error: Error }) {
  return (
    <div role="alert" style={{ fontFamily: "system-ui, sans-serif", maxWidth: 640, margin: "4rem auto", padding: "0 1.5rem" }}>
      <h1>Canvass ran into a problem</h1>
      <p>{userFacingMessage(error, "An unexpected error occurred. Please reload the page.")}</p>
      <button type="button" onClick={() => window.location.assign("/")}>
        Reload Canvass
      </button>
    </div>
  );
}
