import { useCallback, useRef, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { useNavigate } from "react-router";
import type { NewContactDialogQuery, NewContactDialogQuery$data } from "../../__generated__/NewContactDialogQuery.graphql";
import { FormDialog } from "../../components/ui/form-dialog";
import { UserSearchPicker } from "../../components/UserSearchPicker";

// Everyone the viewer could start a conversation with, searched on the
// server (2+ characters; the viewer, their contacts and the people they
// blocked are left out there), 10 at a time.
const candidatesQuery = graphql`
  query NewContactDialogQuery($search: String!, $after: String) {
    newContactCandidates(search: $search, first: 10, after: $after) {
      edges {
        node {
          id
          databaseId
          username
          firstName
          lastName
          profileImage
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

type Candidate = NewContactDialogQuery$data["newContactCandidates"]["edges"][number]["node"];

export const CHOOSE_CONTACT = "Choose someone to message.";

/** "New Contact": find anyone by name or username and open a conversation
 * with them (/messages?to=ID). */
export function NewContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const searchRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New Contact"
      submitLabel="Message"
      pendingLabel="Opening..."
      initialFocus={searchRef}
    >
      {(formId) => (
        <NewContactForm
          formId={formId}
          searchRef={searchRef}
          onChosen={(c) => {
            onOpenChange(false);
            navigate(`/messages?to=${c.databaseId}`);
          }}
        />
      )}
    </FormDialog>
  );
}

function NewContactForm({
  formId,
  searchRef,
  onChosen,
}: {
  formId: string;
  searchRef: React.RefObject<HTMLInputElement | null>;
  onChosen: (c: Candidate) => void;
}) {
  const environment = useRelayEnvironment();
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = useCallback(
    (term: string, after?: string) =>
      fetchQuery<NewContactDialogQuery>(environment, candidatesQuery, { search: term, after: after ?? null }, { fetchPolicy: "network-only" })
        .toPromise()
        .then((data) => ({
          users: data?.newContactCandidates.edges.map((e) => e.node) ?? [],
          more: data?.newContactCandidates.pageInfo.hasNextPage ?? false,
          endCursor: data?.newContactCandidates.pageInfo.endCursor ?? null,
        })),
    [environment],
  );
  return (
    <form
      id={formId}
      noValidate
      aria-label="New contact"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) onChosen(chosen);
        else setError(CHOOSE_CONTACT);
      }}
    >
      <UserSearchPicker
        label="Search people by name or username"
        search={search}
        chosenId={chosen?.id ?? null}
        onChoose={(c) => {
          setChosen(c);
          setError(null);
        }}
        inputRef={searchRef}
        error={error}
        failedText="Failed to search for users"
        resultsLabel="People"
      />
    </form>
  );
}
