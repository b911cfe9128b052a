import { Avatar, Badge, Button, Card, Heading, HStack, IconButton, Menu, Portal, Stack, Text } from "@chakra-ui/react";
import { menuSlotRecipe } from "@chakra-ui/react/theme";
import { useRef, useState, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { TeamMembers_team$data, TeamMembers_team$key } from "../../__generated__/TeamMembers_team.graphql";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toaster";
import { initials } from "../../lib/labels";
import { errorMessage } from "../../relay/environment";
import { addRecipes } from "../../theme";
import { useChangeTeamMemberRoleMutation } from "../../mutations/ChangeTeamMemberRoleMutation";
import { useRemoveTeamMemberMutation } from "../../mutations/RemoveTeamMemberMutation";
import { useTransferTeamOwnershipMutation } from "../../mutations/TransferTeamOwnershipMutation";
import { AddMemberDialog } from "./AddMemberDialog";
import { roleLabel, rolePalette, UNEXPECTED } from "./teamTexts";

// The per-member menu is Chakra's Menu: bring its recipe (see web/README.md).
addRecipes({ slotRecipes: { menu: menuSlotRecipe } });

const fragment = graphql`
  fragment TeamMembers_team on Team
  @refetchable(queryName: "TeamMembersRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
    id
    memberCount
    viewerCanManage
    members(first: $first, after: $after) @connection(key: "TeamMembers_members") {
      __id
      edges {
        node {
          id
          role
          isViewer
          viewerCanChangeRole
          viewerCanRemove
          viewerCanTransferTo
          user {
            id
            databaseId
            username
            firstName
            lastName
            profileImage
          }
        }
      }
    }
  }
`;

type Member = NonNullable<NonNullable<TeamMembers_team$data["members"]["edges"]>[number]>["node"];

const fullName = (m: Member) => `${m.user.firstName} ${m.user.lastName}`.trim() || m.user.username;

/** The member list: avatars, role badges, "Message", and the per-member menu
 * (Make admin / Make member / Transfer ownership / Remove) with only the
 * actions the server says the viewer may take. */
export function TeamMembers({ team: key }: { team: TeamMembers_team$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(fragment, key);
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<{ kind: "remove" | "transfer"; member: Member } | null>(null);
  const [changeRole] = useChangeTeamMemberRoleMutation();
  const [remove, removing] = useRemoveTeamMemberMutation();
  const [transfer, transferring] = useTransferTeamOwnershipMutation();
  const focusAfter = useRef<HTMLElement | null>(null);

  // Spec: after a successful mutation the related list is refreshed. In a
  // transition, so the list stays on screen (no fallback) while it reloads.
  const [, startTransition] = useTransition();
  const reload = () => startTransition(() => void refetch({}, { fetchPolicy: "network-only" }));
  const members = (data.members.edges ?? []).map((e) => e?.node).filter((m): m is Member => !!m);

  const onRole = (m: Member, role: "ADMIN" | "MEMBER") =>
    changeRole({
      variables: { input: { teamId: data.id, userId: m.user.id, role } },
      onCompleted: (res) => {
        const p = res.changeTeamMemberRole;
        if (!p.member) {
          toast({ title: "Failed to Update Role", description: p.errors[0]?.message ?? UNEXPECTED, type: "error" });
          return;
        }
        toast({ title: "Role Updated", description: `${fullName(m)} is now ${role === "ADMIN" ? "an admin" : "a member"}.`, type: "success" });
        reload();
      },
      onError: (err) => toast({ title: "Failed to Update Role", description: errorMessage(err, UNEXPECTED), type: "error" }),
    });

  const onRemove = (m: Member) =>
    remove({
      variables: { input: { teamId: data.id, userId: m.user.id }, connections: [data.members.__id] },
      onCompleted: (res) => {
        const p = res.removeTeamMember;
        if (!p.removedMemberId) {
          toast({ title: "Failed to Remove Member", description: p.errors[0]?.message ?? UNEXPECTED, type: "error" });
          return;
        }
        setConfirm(null);
        toast({ title: "Member Removed", description: `${fullName(m)} has been removed from the team.`, type: "success" });
      },
      onError: (err) => toast({ title: "Failed to Remove Member", description: errorMessage(err, UNEXPECTED), type: "error" }),
    });

  const onTransfer = (m: Member) =>
    transfer({
      variables: { input: { teamId: data.id, userId: m.user.id } },
      onCompleted: (res) => {
        const p = res.transferTeamOwnership;
        if (!p.team) {
          toast({ title: "Failed to Transfer Ownership", description: p.errors[0]?.message ?? UNEXPECTED, type: "error" });
          return;
        }
        setConfirm(null);
        toast({ title: "Ownership Transferred", description: `${fullName(m)} now owns the team. You are an admin.`, type: "success" });
        reload();
      },
      onError: (err) => toast({ title: "Failed to Transfer Ownership", description: errorMessage(err, UNEXPECTED), type: "error" }),
    });

  return (
    <Card.Root as="section" aria-labelledby="team-members-title">
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="team-members-title">
            Members ({data.memberCount})
          </Heading>
          {data.viewerCanManage && (
            <Button size="sm" onClick={() => setAdding(true)}>
              Add Member
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="0" m="0" p="0" listStyleType="none" aria-label="Team members">
          {members.map((m) => (
            <MemberRow
              key={m.id}
              member={m}
              onRole={onRole}
              onAsk={(kind, el) => {
                focusAfter.current = el;
                setConfirm({ kind, member: m });
              }}
            />
          ))}
        </Stack>
        {hasNext && (
          <Button mt="4" variant="outline" onClick={() => loadNext(50)} loading={isLoadingNext} loadingText="Loading...">
            Show More Members
          </Button>
        )}
      </Card.Body>
      {data.viewerCanManage && <AddMemberDialog open={adding} onOpenChange={setAdding} teamId={data.id} onAdded={reload} />}
      <ConfirmDialog
        open={confirm?.kind === "remove"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Remove Member"
        confirmLabel="Remove"
        pendingText="Removing..."
        pending={removing}
        onConfirm={() => confirm && onRemove(confirm.member)}
        finalFocus={focusAfter}
      >
        {confirm ? `Remove ${fullName(confirm.member)} from the team? They lose access at once.` : ""}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm?.kind === "transfer"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Transfer Ownership"
        confirmLabel="Transfer Ownership"
        pendingText="Transferring..."
        pending={transferring}
        colorPalette="blue"
        onConfirm={() => confirm && onTransfer(confirm.member)}
        finalFocus={focusAfter}
      >
        {confirm
          ? `Make ${fullName(confirm.member)} the owner of this team? You will become an admin, and only the new owner can transfer it back.`
          : ""}
      </ConfirmDialog>
    </Card.Root>
  );
}

function MemberRow({
  member: m,
  onRole,
  onAsk,
}: {
  member: Member;
  onRole: (m: Member, role: "ADMIN" | "MEMBER") => void;
  onAsk: (kind: "remove" | "transfer", trigger: HTMLElement | null) => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const name = fullName(m);
  const actions = m.viewerCanChangeRole || m.viewerCanRemove || m.viewerCanTransferTo;
  return (
    <HStack as="li" gap="3" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} align="center">
      <Avatar.Root size="md" aria-hidden="true">
        {m.user.profileImage && <Avatar.Image src={m.user.profileImage} alt="" />}
        <Avatar.Fallback>{initials(m.user.firstName, m.user.lastName)}</Avatar.Fallback>
      </Avatar.Root>
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" truncate>
            {name}
            {m.isViewer && (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {" "}
                (you)
              </Text>
            )}
          </Text>
          <Badge colorPalette={rolePalette(m.role)}>{roleLabel(m.role)}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted" truncate>
          @{m.user.username}
        </Text>
      </Stack>
      {!m.isViewer && (
        <Button asChild size="xs" variant="outline">
          <Link to={`/messages?to=${m.user.databaseId}`} aria-label={`Message ${name}`}>
            Message
          </Link>
        </Button>
      )}
      {actions && (
        <Menu.Root positioning={{ placement: "bottom-end" }}>
          <Menu.Trigger asChild>
            <IconButton ref={trigger} size="xs" variant="ghost" aria-label={`Actions for ${name}`}>
              <Text as="span" aria-hidden="true" fontSize="lg" lineHeight="1">
                &#8942;
              </Text>
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="48">
                {m.viewerCanChangeRole && m.role === "MEMBER" && (
                  <Menu.Item value="admin" onSelect={() => onRole(m, "ADMIN")}>
                    Make admin
                  </Menu.Item>
                )}
                {m.viewerCanChangeRole && m.role === "ADMIN" && (
                  <Menu.Item value="member" onSelect={() => onRole(m, "MEMBER")}>
                    Make member
                  </Menu.Item>
                )}
                {m.viewerCanTransferTo && (
                  <Menu.Item value="transfer" onSelect={() => onAsk("transfer", trigger.current)}>
                    Transfer ownership
                  </Menu.Item>
                )}
                {m.viewerCanRemove && (
                  <Menu.Item value="remove" color="fg.error" onSelect={() => onAsk("remove", trigger.current)}>
                    Remove
                  </Menu.Item>
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </HStack>
  );
}
