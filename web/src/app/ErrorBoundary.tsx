import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Component, type ErrorInfo, type ReactNode } from "react";

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

/** Shown in place of the page content (the header stays) when a screen fails. */
export function PageErrorFallback({ error, reset }: { error: Error; reset?: () => void }) {
  return (
    <Box role="alert" maxW="2xl" mx="auto" my="16" px="6">
      <Stack gap="4">
        <Heading as="h1" size="xl">Something went wrong</Heading>
        <Text color="fg.muted">{error.message || "An unexpected error occurred."}</Text>
        {reset && (
          <Button alignSelf="start" onClick={reset}>
            Try again
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
      <p>{error.message || "An unexpected error occurred."}</p>
      <button type="button" onClick={() => window.location.assign("/")}>
        Reload Canvass
      </button>
    </div>
  );
}
