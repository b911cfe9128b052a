import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
  type SubscribeFunction,
} from "relay-runtime";
import type { Client, ClientOptions } from "graphql-ws";

/** One GraphQL error as the Canvass server reports it (extensions.code is one of
 * UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_LARGE, RATE_LIMITED, INVALID, INTERNAL,
 * and PERSISTED_QUERY_NOT_FOUND for a document id the server does not know: an app older than it). */
export interface GraphQLErrorItem {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

/** Raised for transport failures and for GraphQL errors that leave no usable data.
 * `message` is the server's message (shown in toasts), `code` its extensions.code. */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly errors: ReadonlyArray<GraphQLErrorItem>;

  constructor(message: string, opts: { code?: string; status?: number; errors?: ReadonlyArray<GraphQLErrorItem> } = {}) {
    super(message);
    this.name = "GraphQLRequestError";
    this.code = opts.code;
    this.status = opts.status;
    this.errors = opts.errors ?? [];
  }
}

/** Shown when the server answers with something that is not GraphQL. */
export const SERVER_ERROR_TEXT = "Canvass could not answer just now. Please try again in a moment.";

/** The message to show for any error thrown by a query or mutation. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

// GraphQL requests under way, for start-up (src/main.tsx waits for the first
// screen's queries before its first render).
let inFlight = 0;
let settled: Array<() => void> = [];

/** Resolves once no GraphQL request is under way, or after `timeoutMs`. */
export function whenRequestsSettle(timeoutMs: number): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    settled.push(resolve);
    setTimeout(resolve, timeoutMs);
  });
}

function track<T>(p: Promise<T>): Promise<T> {
  inFlight++;
  const done = () => {
    if (--inFlight > 0) return;
    const waiting = settled;
    settled = [];
    for (const resolve of waiting) resolve();
  };
  p.then(done, done);
  return p;
}

/** The POST body of an operation. The app's operations are persisted at build time
 * (relay-compiler's persistConfig writes internal/appdocs/persisted.json, which the
 * server embeds): the app sends only the document's id, as GraphQL-over-HTTP's
 * persisted documents do (docs/api.md, "Trusted documents"), and the operation's
 * name (for logs and the browser tests' routing). An operation without
 * an id (none in the app's build) sends its text. */
export function requestBody(operation: RequestParameters, variables: Variables): string {
  if (operation.id) return JSON.stringify({ documentId: operation.id, variables, operationName: operation.name });
  return JSON.stringify({ query: operation.text, variables, operationName: operation.name });
}

const fetchGraphQL: FetchFunction = (operation, variables) => track(fetchJSON(operation, variables));

const fetchJSON = async (operation: RequestParameters, variables: Variables): Promise<GraphQLResponse> => {
  let response: Response;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: requestBody(operation, variables),
    });
  } catch {
    throw new GraphQLRequestError("Network error. Please check your connection and try again.");
  }
  const text = await response.text();
  let json: { data?: unknown; errors?: GraphQLErrorItem[] } | undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!json || typeof json !== "object") {
    // Not a GraphQL answer (a proxy's error page, a crash): the status stays on the
    // error for code, and people read a sentence, never "500: ..." (issue 14).
    throw new GraphQLRequestError(SERVER_ERROR_TEXT, { status: response.status });
  }
  const errors = json.errors ?? [];
  // Mutations and data-less answers with errors are failures; partial query data is kept.
  if (errors.length > 0 && (json.data == null || operation.operationKind === "mutation")) {
    const first = errors[0];
    throw new GraphQLRequestError(first.message, {
      code: first.extensions?.code,
      status: response.status,
      errors,
    });
  }
  if (errors.length > 0 && import.meta.env.DEV) {
    console.warn(`GraphQL errors in ${operation.name}`, errors);
  }
  return json as GraphQLResponse;
};

// Subscriptions: graphql-ws over the same origin's /graphql (the session
// cookie authenticates the upgrade). The client is loaded and connected on the
// first subscription only, so visitors never pay for it. It reconnects on its
// own after a dropped connection; a 44xx close (4401: signed out, 4403:
// refused) is final. Each (re)subscription starts with a RESYNC event, on
// which screens catch up from the database (see useMessageEvents).
let wsClient: Promise<Client> | null = null;
const RESTARTING = 1012;

/** The socket's reconnect policy (exported for its test). A server that is
 * shutting down (1012) asks for an immediate reconnect, which the load
 * balancer sends to another process; a short random wait spreads its
 * clients. Any other drop backs off; 44xx closes are final. */
export function reconnectPolicy(): Pick<ClientOptions, "retryAttempts" | "shouldRetry" | "retryWait" | "on"> {
  let lastClose = 0;
  return {
    retryAttempts: Infinity,
    shouldRetry: (e) => {
      const code = closeCode(e);
      return code < 4400 || code > 4499;
    },
    retryWait: async (retries) => {
      const ms = lastClose === RESTARTING && retries === 0 ? Math.random() * 250 : Math.min(1000 * 2 ** retries, 15_000) * (0.5 + Math.random() / 2);
      await new Promise((r) => setTimeout(r, ms));
    },
    on: { closed: (e) => (lastClose = closeCode(e)) },
  };
}

function getWsClient(): Promise<Client> {
  if (!wsClient) {
    wsClient = import("graphql-ws").then(({ createClient }) =>
      createClient({
        url: `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/graphql`,
        lazy: true,
        ...reconnectPolicy(),
      }),
    );
  }
  return wsClient;
}

/** Ends the websocket (after logout, so the next user gets a fresh connection). */
export function closeSubscriptions(): void {
  const c = wsClient;
  wsClient = null;
  void c?.then((client) => client.dispose());
}

// A socket closed with 4401 means its session ended (logout, a password reset
// or change, account deletion, expiry: docs/sessions.md). Every subscription
// hears it together; one session check answers them all, then each either
// resubscribes (still signed in) or completes quietly (signed out: the store
// now says so, and the screens follow).
const SIGNED_OUT = 4401;
let sessionCheck: Promise<boolean> | null = null;
let recentChecks: number[] = [];
let sessionHold: Promise<unknown> = Promise.resolve();

/** Makes session checks wait until `until` settles: a password change closes
 * this browser's old socket before its answer (with the new session cookie)
 * has arrived, and a check made in between would see the old cookie. */
export function holdSessionChecks(until: Promise<unknown>): void {
  sessionHold = Promise.all([sessionHold, until.catch(() => undefined)]);
}

function checkSessionAfterClose(): Promise<boolean> {
  if (!sessionCheck) {
    closeSubscriptions();
    const now = Date.now();
    recentChecks = [...recentChecks.filter((t) => now - t < 60_000), now];
    const flapping = recentChecks.length > 3; // never loop on a server that keeps closing
    sessionCheck = (flapping ? Promise.resolve(false) : sessionHold.then(() => import("./sessionCheck")).then((m) => m.stillSignedIn())).finally(() => {
      setTimeout(() => (sessionCheck = null), 0);
    });
  }
  return sessionCheck;
}

const closeCode = (err: unknown): number => (err as { code?: number } | null)?.code ?? 0;

const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    const start = () =>
      getWsClient().then((client) => {
        if (closed) return;
        // graphql-transport-ws's subscribe payload has no documentId member: the id
        // goes in its extensions (and graphql-ws insists on a query string).
        const payload = operation.id
          ? { query: "", variables, operationName: operation.name, extensions: { documentId: operation.id } }
          : { query: operation.text ?? "", variables, operationName: operation.name };
        unsubscribe = client.subscribe(
          payload,
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (err) => {
              if (closeCode(err) === SIGNED_OUT) {
                void checkSessionAfterClose().then((signedIn) => {
                  if (closed) return;
                  if (signedIn) void start();
                  else sink.complete();
                });
                return;
              }
              sink.error(err instanceof Error ? err : new GraphQLRequestError("Live updates stopped."));
            },
            complete: () => sink.complete(),
          },
        );
      }, (err) => sink.error(err));
    void start();
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}

/** The app's single Relay environment (route loaders preload into it). */
export const environment = createEnvironment();
