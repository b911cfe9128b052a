import { Badge, Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { SavedSearchCard_search$key } from "../../__generated__/SavedSearchCard_search.graphql";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toaster";
import { AlertFrequencyPalettes } from "../../generated/labels";
import { errorMessage } from "../../relay/environment";
import { useDeleteSavedSearchMutation } from "../../mutations/SavedSearchMutations";
import { SaveSearchDialog } from "./SaveSearchDialog";
import { describeFilter, frequencyLabel, SAVED_SEARCH_TEXTS as T } from "./savedSearchTexts";

const fragment = graphql`
  fragment SavedSearchCard_search on SavedSearch {
    id
    name
    frequency
    boardPath
    filter {
      search
      location
      jobType
      politicalAffiliation
      workplace
    }
  }
`;

/** One saved search: its name, filters in words, alert frequency, and View Jobs,
 * Edit and Delete. */
export function SavedSearchCard({ search: key, connection }: { search: SavedSearchCard_search$key; connection: string }) {
  const s = useFragment(fragment, key);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [pending, setPending] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [remove] = useDeleteSavedSearchMutation();

  const confirmDelete = () => {
    setPending(true);
    remove({
      variables: { input: { id: s.id }, connections: [connection] },
      onCompleted: (res) => {
        setPending(false);
        const err = res.deleteSavedSearch.errors[0];
        if (err) return toast({ title: T.deleteFailed, description: err.message, type: "error" });
        setDeleting(false);
        toast({ title: T.deleted, description: `"${s.name}" has been deleted.`, type: "success" });
      },
      onError: (e) => {
        setPending(false);
        toast({ title: T.deleteFailed, description: errorMessage(e, T.unexpected), type: "error" });
      },
    });
  };

  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" listStyleType="none" data-testid="saved-search">
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md" wordBreak="break-word">
              {s.name}
            </Heading>
            <Text color="fg.muted" wordBreak="break-word">
              {describeFilter(s.filter)}
            </Text>
          </Stack>
          <Badge colorPalette={AlertFrequencyPalettes[s.frequency] ?? "gray"}>
            {s.frequency === "OFF" ? "Alerts off" : `${frequencyLabel(s.frequency)} alerts`}
          </Badge>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm">
            <Link to={s.boardPath}>View Jobs</Link>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${s.name}`}>
            Edit
          </Button>
          <Button
            ref={deleteButton}
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setDeleting(true)}
            aria-label={`Delete ${s.name}`}
          >
            Delete
          </Button>
        </HStack>
      </Stack>
      <SaveSearchDialog open={editing} onOpenChange={setEditing} filters={s.filter} search={s} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={T.deleteTitle}
        confirmLabel="Delete"
        pendingText="Deleting..."
        pending={pending}
        onConfirm={confirmDelete}
        finalFocus={deleteButton}
      >
        {T.deleteConfirm(s.name)}
      </ConfirmDialog>
    </Box>
  );
}
