import { Box, Button, EmptyState, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useTransition, type ReactNode } from "react";
import { usePaginationFragment } from "react-relay/hooks";
import type { KeyType, KeyTypeData } from "react-relay/ReactRelayTypes";
import type { GraphQLTaggedNode, OperationType, VariablesOf } from "relay-runtime";

/** JSON with sorted keys, so that the same variables give the same text. */
function stableKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** A page of `variables` picked from `loaded` (the route query's variables may hold more). */
function picked(loaded: unknown, variables: object): string {
  if (!loaded || typeof loaded !== "object") return "";
  const l = loaded as Record<string, unknown>;
  return stableKey(Object.fromEntries(Object.keys(variables).map((k) => [k, l[k] ?? null])));
}

/** A paginated list that refetches page one when its filters change.
 *
 * Wraps Relay's `usePaginationFragment` for a `@refetchable` fragment whose connection
 * takes `$first` / `$after` (and whatever filter variables the screen has), with
 * `@connection(key: "<Component>_<field>")`. `variables` are the filter variables for
 * the current filters (from the URL); when they change, page one is refetched in a
 * transition, so the old items stay on screen (`pending` is true) until the new ones
 * arrive. `loadedVariables` are the variables the route's query was fetched with
 * (`queryRef.variables`): no refetch happens while they match. `loadMore` asks for the
 * next `pageSize` items by cursor. */
export function useRefetchingPagination<TQuery extends OperationType, TKey extends KeyType>(
  fragment: GraphQLTaggedNode,
  key: TKey,
  variables: Partial<VariablesOf<TQuery>>,
  { pageSize, loadedVariables }: { pageSize: number; loadedVariables?: unknown },
) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<TQuery, TKey>(fragment, key);
  const [pending, startTransition] = useTransition();
  const wanted = stableKey(variables);
  const fetched = useRef(loadedVariables === undefined ? wanted : picked(loadedVariables, variables));
  useEffect(() => {
    if (fetched.current === wanted) return;
    fetched.current = wanted;
    startTransition(() => {
      refetch({ ...variables, first: pageSize, after: null } as Partial<VariablesOf<TQuery>>, { fetchPolicy: "store-or-network" });
    });
    // `wanted` stands for `variables`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return {
    data: data as KeyTypeData<TKey>,
    pending,
    hasNext,
    isLoadingNext,
    loadMore: () => loadNext(pageSize),
  };
}

export type Pager = Pick<ReturnType<typeof useRefetchingPagination>, "pending" | "hasNext" | "isLoadingNext" | "loadMore">;

/** The body of a list screen: a status line (the result count, or `loadingText` while
 * new filters load), the items in a responsive grid (old items dimmed while refetching),
 * the empty state (`emptyText`, with `emptyHint` under it), and a "Load more" button
 * (`loadMoreLabel`) that shows `loadingMoreText` while the next page loads and is gone
 * at the end of the list. Pass the pager from useRefetchingPagination. */
export function PagedList<T>({
  pager,
  items,
  itemKey,
  renderItem,
  count,
  countTestId,
  loadingText,
  emptyText,
  emptyHint,
  loadMoreLabel = "Load more",
  loadingMoreText = "Loading...",
  listTestId,
}: {
  pager: Pager;
  items: ReadonlyArray<T>;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The result count text ("3 job(s) found"); without it the status line is for screen readers only. */
  count?: string;
  countTestId?: string;
  loadingText: string;
  emptyText: string;
  emptyHint?: string;
  loadMoreLabel?: string;
  loadingMoreText?: string;
  listTestId?: string;
}) {
  const { pending, hasNext, isLoadingNext, loadMore } = pager;
  return (
    <Stack gap="5">
      {count !== undefined ? (
        <Text role="status" aria-live="polite" fontWeight="medium" data-testid={countTestId}>
          {pending ? loadingText : count}
        </Text>
      ) : (
        <Text role="status" aria-live="polite" srOnly>
          {pending ? loadingText : ""}
        </Text>
      )}
      <Box opacity={pending ? 0.6 : 1} transition="opacity 0.15s" aria-busy={pending}>
        {items.length === 0 ? (
          <EmptyState.Root borderWidth="1px" rounded="lg">
            <EmptyState.Content>
              <EmptyState.Title>{emptyText}</EmptyState.Title>
              {emptyHint && <EmptyState.Description>{emptyHint}</EmptyState.Description>}
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="6" listStyleType="none" m="0" p="0" data-testid={listTestId}>
            {items.map((item, i) => (
              <Box as="li" key={itemKey(item)} minW="0">
                {renderItem(item, i)}
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Box>
      {hasNext && (
        <Button alignSelf="center" variant="outline" onClick={loadMore} loading={isLoadingNext} loadingText={loadingMoreText} disabled={pending}>
          {loadMoreLabel}
        </Button>
      )}
    </Stack>
  );
}
