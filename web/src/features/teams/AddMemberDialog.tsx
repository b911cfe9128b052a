import { Stack } from "@chakra-ui/react";
import { useCallback, useRef, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { AddMemberDialogQuery, AddMemberDialogQuery$data } from "../../__generated__/AddMemberDialogQuery.graphql";
import { FormDialog } from "../../components/ui/form-dialog";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toaster";
import { UserSearchPicker } from "../../components/UserSearchPicker";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { errorMessage } from "../../relay/environment";
import { useAddTeamMemberMutation } from "../../mutations/AddTeamMemberMutation";
import { MEMBER_REQUIRED, MEMBER_REQUIRED_TITLE, SEARCH_FAILED, UNEXPECTED } from "./teamTexts";

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

/** "Add Member": search by username (or name), pick a person, choose a role. People
 * who already share a team with the viewer are added; anyone else is invited. */
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
  const { values, errors, set, field, handleSubmit } = useValidatedForm<Values, "userId" | "role">(
    { userId: "", role: "MEMBER" },
    validate,
  );
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [commit] = useAddTeamMemberMutation();
  const environment = useRelayEnvironment();
  const search = useCallback(
    (term: string) =>
      fetchQuery<AddMemberDialogQuery>(environment, candidatesQuery, { teamId, search: term }, { fetchPolicy: "network-only" })
        .toPromise()
        .then((data) => ({
          users: data?.teamMemberCandidates.edges.map((e) => e.node) ?? [],
          more: data?.teamMemberCandidates.pageInfo.hasNextPage ?? false,
        })),
    [environment, teamId],
  );

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
        const name = chosen ? `${chosen.firstName} ${chosen.lastName}`.trim() : "The member";
        if (p.invitation) {
          // They share no team with the viewer: invited, they join on accepting.
          toast({
            title: "Invitation Sent",
            description: `${name} will join the team when they accept the invitation (within 7 days).`,
            type: "success",
          });
          onAdded();
          return;
        }
        if (!p.member) {
          toast({ title: "Failed to Add Member", description: p.errors[0]?.message ?? UNEXPECTED, type: "error" });
          return;
        }
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

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label="Add member">
      <Stack gap="4">
        <UserSearchPicker
          label="Search by username"
          search={search}
          chosenId={values.userId || null}
          onChoose={choose}
          inputRef={searchRef}
          error={errors.userId}
          required
          failedText={SEARCH_FAILED}
          moreText="More people match: type more of the username."
        />
        <SelectField label="Role" {...field("role")} options={roleOptions} />
      </Stack>
    </form>
  );
}
