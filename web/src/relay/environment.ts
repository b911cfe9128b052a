import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
} from "relay-runtime";

/** One GraphQL error as the Canvass server reports it (extensions.code is one of
 * UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_LARGE, RATE_LIMITED, INVALID, INTERNAL). */
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

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  let response: Response;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ query: operation.text, variables, operationName: operation.name }),
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

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource()),
  });
}

/** The app's single Relay environment (route loaders preload into it). */
export const environment = createEnvironment();
