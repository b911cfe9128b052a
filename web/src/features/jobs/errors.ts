import { GraphQLRequestError } from "../../relay/environment";

/** The message for a failed job mutation: the server's own wording for domain
 * errors (FORBIDDEN, NOT_FOUND, ...), the screen's fallback for anything else
 * (internal errors, network failures, unexpected exceptions). */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof GraphQLRequestError && err.code && err.code !== "INTERNAL" && err.message) return err.message;
  return fallback;
}
