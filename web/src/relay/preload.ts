import { useEffect } from "react";
import { loadQuery, type PreloadedQuery } from "react-relay/hooks";
import type { GraphQLTaggedNode, OperationType, VariablesOf } from "relay-runtime";
import { environment } from "./environment";

// Route loaders call preload(); screens call usePreloadedQuery(query, ref) and
// useDisposeOnLeave(ref). See web/README.md ("Adding a screen").

const current = new Map<string, PreloadedQuery<OperationType>>();
const pendingDispose = new WeakMap<object, ReturnType<typeof setTimeout>>();

/** Starts fetching a screen's query (store-or-network) and returns the reference.
 * `key` names the route; the previous reference under the same key is disposed. */
export function preload<T extends OperationType>(
  key: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: "store-or-network" });
  const previous = current.get(key);
  current.set(key, ref as unknown as PreloadedQuery<OperationType>);
  if (previous && previous !== (ref as unknown)) {
    // Let the screen that still shows the old reference unmount first.
    setTimeout(() => previous.dispose(), 0);
  }
  return ref;
}

/** Disposes a preloaded query when the screen using it is left (unmounted).
 * Deferred so that React's StrictMode double mount does not dispose a live reference. */
export function useDisposeOnLeave(ref: PreloadedQuery<OperationType> | PreloadedQuery<never> | { dispose(): void }): void {
  useEffect(() => {
    const pending = pendingDispose.get(ref);
    if (pending) {
      clearTimeout(pending);
      pendingDispose.delete(ref);
    }
    return () => {
      pendingDispose.set(
        ref,
        setTimeout(() => {
          pendingDispose.delete(ref);
          ref.dispose();
        }, 0),
      );
    };
  }, [ref]);
}
