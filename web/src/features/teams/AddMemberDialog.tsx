import { Avatar, Box, Button, HStack, Input, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { AddMemberDialogQuery, AddMemberDialogQuery$data } from "../../__generated__/AddMemberDialogQuery.graphql";
import { FormDialog } from "../../components/ui/form-dialog";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toaster";
import { initials } from "../../lib/labels";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { errorMessage } from "../../relay/environment";
import { useAddTeamMemberMutation } from "../../mutations/AddTeamMemberMutation";
import { MEMBER_REQUIRED, MEMBER_REQUIRED_TITLE, MIN_SEARCH, SEARCH_FAILED, UNEXPECTED } from "./teamTexts";

// People a manager can add: searched on the server (2+ characters; current
// members and vendors are left out there).
const candidatesQuery = graphql`
  query AddMemberDialogQuery($teamId: ID!, $search: String!) {
    teamMemberCandidates(teamId: $teamId, search: $search, first: 10) {
      edges {
        node {
          id
          username
          firstName
          lastName
          profileImage
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`;

type Candidate = AddMemberDialogQuery$data["teamMemberCandidates"]["edges"][number]["node"];
type Values = { userId: string; role: string };

const roleOptions = [
  { value: "MEMBER", label: "Member" },
  { value: "ADMIN", label: "Admin" },
];

function validate(v: Values) {
  return v.userId ? {} : { userId: MEMBER_REQUIRED };
}

/** "Add Member": search by username (or name), pick a person, choose a role. */
export function AddMemberDialog({
  open,
  onOpenChange,
  teamId,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamId: string;
  onAdded: () => void;
}) {
  const [pending, setPending] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Member"
      submitLabel="Add Member"
      pendingLabel="Adding..."
      pending={pending}
      initialFocus={searchRef}
    >
      {(formId) => (
        <AddMemberForm
          formId={formId}
          teamId={teamId}
          searchRef={searchRef}
          onPendingChange={setPending}
          onAdded={() => {
            onOpenChange(false);
            onAdded();
          }}
        />
      )}
    </FormDialog>
  );
}

function AddMemberForm({
  formId,
  teamId,
  searchRef,
  onPendingChange,
  onAdded,
}: {
  formId: string;
  teamId: string;
  searchRef: React.RefObject<HTMLInputElement | null>;
  onPendingChange: (p: boolean) => void;
  onAdded: () => void;
}) {
  const { values, errors, set, handleSubmit } = useValidatedForm<Values, "userId" | "role">(
    { userId: "", role: "MEMBER" },
    validate,
  );
  const [search, setSearch] = useState("");
  const [results, setResults] = useState<ReadonlyArray<Candidate> | null>(null);
  const [more, setMore] = useState(false);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [commit] = useAddTeamMemberMutation();
  const environment = useRelayEnvironment();

  // Debounced server search from 2 characters on.
  useEffect(() => {
    const term = search.trim();
    if ([...term].length < MIN_SEARCH) {
      setResults(null);
      setSearching(false);
      return;
    }
    setSearching(true);
    let live = true;
    const timer = setTimeout(() => {
      fetchQuery<AddMemberDialogQuery>(environment, candidatesQuery, { teamId, search: term }, { fetchPolicy: "network-only" })
        .toPromise()
        .then(
          (data) => {
            if (!live || !data) return;
            setResults(data.teamMemberCandidates.edges.map((e) => e.node));
            setMore(data.teamMemberCandidates.pageInfo.hasNextPage);
          },
          (err: unknown) => {
            if (!live) return;
            setResults([]);
            toast({ title: "Search Failed", description: errorMessage(err, SEARCH_FAILED), type: "error" });
          },
        )
        .finally(() => live && setSearching(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, teamId, environment]);

  const choose = (c: Candidate) => {
    setChosen(c);
    set("userId", c.id);
  };

  const onSubmit = handleSubmit((v) => {
    onPendingChange(true);
    commit({
      variables: { input: { teamId, userId: v.userId, role: v.role as "MEMBER" | "ADMIN" } },
      onCompleted: (res) => {
        onPendingChange(false);
        const p = res.addTeamMember;
        if (!p.member) {
          toast({ title: "Failed to Add Member", description: p.errors[0]?.message ?? UNEXPECTED, type: "error" });
          return;
        }
        const name = chosen ? `${chosen.firstName} ${chosen.lastName}`.trim() : "The member";
        toast({ title: "Member Added", description: `${name} has been added to the team.`, type: "success" });
        onAdded();
      },
      onError: (err) => {
        onPendingChange(false);
        toast({ title: "Failed to Add Member", description: errorMessage(err, UNEXPECTED), type: "error" });
      },
    });
  });
  const submit: typeof onSubmit = (e) => {
    if (!values.userId) toast({ title: MEMBER_REQUIRED_TITLE, description: MEMBER_REQUIRED, type: "error" });
    onSubmit(e);
  };

  const term = search.trim();
  return (
    <form id={formId} onSubmit={submit} noValidate aria-label="Add member">
      <Stack gap="4">
        <FormField
          label="Search by username"
          error={errors.userId}
          helperText={chosen ? undefined : `Type at least ${MIN_SEARCH} characters.`}
          required
        >
          <Input
            ref={searchRef}
            name="search"
            type="search"
            autoComplete="off"
            placeholder="Username or name"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </FormField>
        {chosen && (
          <Text fontSize="sm" role="status">
            Selected: <strong>{`${chosen.firstName} ${chosen.lastName}`.trim()}</strong> (@{chosen.username})
          </Text>
        )}
        <Box aria-live="polite">
          {searching ? (
            <HStack gap="2" color="fg.muted">
              <Spinner size="xs" />
              <Text fontSize="sm">Searching...</Text>
            </HStack>
          ) : results && results.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No users found matching &ldquo;{term}&rdquo;.
            </Text>
          ) : results ? (
            <Stack role="radiogroup" aria-label="Matching users" gap="1" maxH="64" overflowY="auto">
              {results.map((c) => {
                const selected = values.userId === c.id;
                return (
                  <Button
                    key={c.id}
                    role="radio"
                    aria-checked={selected}
                    variant={selected ? "subtle" : "ghost"}
                    justifyContent="start"
                    h="auto"
                    py="2"
                    onClick={() => choose(c)}
                  >
                    <Avatar.Root size="xs" aria-hidden="true">
                      {c.profileImage && <Avatar.Image src={c.profileImage} alt="" />}
                      <Avatar.Fallback>{initials(c.firstName, c.lastName)}</Avatar.Fallback>
                    </Avatar.Root>
                    <Text as="span" truncate>
                      {`${c.firstName} ${c.lastName}`.trim()} <Text as="span" color="fg.muted">@{c.username}</Text>
                    </Text>
                  </Button>
                );
              })}
              {more && (
                <Text fontSize="sm" color="fg.muted">
                  More people match: type more of the username.
                </Text>
              )}
            </Stack>
          ) : null}
        </Box>
        <SelectField label="Role" name="role" value={values.role} onChange={(v) => set("role", v)} options={roleOptions} />
      </Stack>
    </form>
  );
}
