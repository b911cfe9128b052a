import { Avatar, Box, Button, HStack, Input, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type RefObject } from "react";
import { initials } from "../lib/labels";
import { errorMessage } from "../relay/environment";
import { useDebouncedText } from "./list/SearchInput";
import { FormField } from "./ui/form-field";
import { toast } from "./ui/toaster";

/** A person as the picker lists them. */
export type PickerUser = {
  readonly id: string;
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly profileImage?: string | null;
};

/** One page of matches; `endCursor` (when the search pages) fetches the next. */
export type PickerPage<U extends PickerUser> = { users: ReadonlyArray<U>; more: boolean; endCursor?: string | null };

/** Searches start at this many characters (the server refuses shorter ones). */
export const MIN_USER_SEARCH = 2;

export function fullName(u: { firstName: string; lastName: string }): string {
  return `${u.firstName} ${u.lastName}`.trim();
}

/** Finding a person on the server: a search field (debounced, from
 * MIN_USER_SEARCH characters), "Searching...", the matches as a radio group
 * (choosing one calls onChoose), "No users found matching ...", and, when
 * more people match, "Show more" (the search pages: `search(term, after)`)
 * or a hint to type more. `search` runs one server search; keep it stable
 * (useCallback) so typing is the only thing that searches again. */
export function UserSearchPicker<U extends PickerUser>({
  label,
  search,
  chosenId,
  onChoose,
  inputRef,
  error,
  required,
  failedText,
  moreText = "More people match: type more of the name.",
  resultsLabel = "Matching users",
}: {
  label: string;
  search: (term: string, after?: string) => Promise<PickerPage<U>>;
  chosenId: string | null;
  onChoose: (user: U) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  error?: string | null;
  required?: boolean;
  failedText: string;
  moreText?: string;
  resultsLabel?: string;
}) {
  // The kit's debounce: `term` is what was typed, trimmed, once typing pauses.
  const [term, setTerm] = useState("");
  const { text, change, flush } = useDebouncedText(term, setTerm, 250);
  const [page, setPage] = useState<PickerPage<U> | null>(null);
  const [searching, setSearching] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [picked, setPicked] = useState<U | null>(null);

  useEffect(() => {
    if ([...term].length < MIN_USER_SEARCH) {
      setPage(null);
      setSearching(false);
      return;
    }
    setSearching(true);
    let live = true;
    search(term)
      .then(
        (p) => live && setPage(p),
        (err: unknown) => {
          if (!live) return;
          setPage({ users: [], more: false });
          toast({ title: "Search Failed", description: errorMessage(err, failedText), type: "error" });
        },
      )
      .finally(() => live && setSearching(false));
    return () => {
      live = false;
    };
  }, [term, search, failedText]);

  const chosen = picked && picked.id === chosenId ? picked : null;
  const showMore = () => {
    if (!page?.endCursor) return;
    setLoadingMore(true);
    search(term, page.endCursor)
      .then(
        (next) => setPage({ ...next, users: [...page.users, ...next.users] }),
        (err: unknown) => toast({ title: "Search Failed", description: errorMessage(err, failedText), type: "error" }),
      )
      .finally(() => setLoadingMore(false));
  };
  return (
    <Stack gap="4">
      <FormField
        label={label}
        error={error}
        helperText={chosenId ? undefined : `Type at least ${MIN_USER_SEARCH} characters.`}
        required={required}
      >
        <Input
          ref={inputRef}
          name="search"
          type="search"
          autoComplete="off"
          placeholder="Username or name"
          value={text}
          onChange={(e) => change(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault(); // search now; the dialog's form is not submitted
              flush();
            }
          }}
        />
      </FormField>
      {chosen && (
        <Text fontSize="sm" role="status">
          Selected: <strong>{fullName(chosen)}</strong> (@{chosen.username})
        </Text>
      )}
      <Box aria-live="polite">
        {searching ? (
          <HStack gap="2" color="fg.muted">
            <Spinner size="xs" />
            <Text fontSize="sm">Searching...</Text>
          </HStack>
        ) : page && page.users.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No users found matching &ldquo;{term}&rdquo;.
          </Text>
        ) : page ? (
          <Stack role="radiogroup" aria-label={resultsLabel} gap="1" maxH="64" overflowY="auto">
            {page.users.map((u) => {
              const selected = chosenId === u.id;
              return (
                <Button
                  key={u.id}
                  role="radio"
                  aria-checked={selected}
                  variant={selected ? "subtle" : "ghost"}
                  justifyContent="start"
                  h="auto"
                  py="2"
                  onClick={() => {
                    setPicked(u);
                    onChoose(u);
                  }}
                >
                  <Avatar.Root size="xs" aria-hidden="true">
                    {u.profileImage && <Avatar.Image src={u.profileImage} alt="" />}
                    <Avatar.Fallback>{initials(u.firstName, u.lastName)}</Avatar.Fallback>
                  </Avatar.Root>
                  <Text as="span" truncate>
                    {fullName(u)} <Text as="span" color="fg.muted">@{u.username}</Text>
                  </Text>
                </Button>
              );
            })}
            {page.more &&
              (page.endCursor ? (
                <Button size="sm" variant="outline" loading={loadingMore} onClick={showMore}>
                  Show more
                </Button>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {moreText}
                </Text>
              ))}
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}
