import { Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useNavigate } from "react-router";
import type { TeamInvitations_user$key } from "../../__generated__/TeamInvitations_user.graphql";
import { toast } from "../../components/ui/toaster";
import { TeamRoleLabels } from "../../generated/labels";
import { formatLongDate } from "../../lib/labels";
import { useAcceptTeamInvitationMutation } from "../../mutations/AcceptTeamInvitationMutation";
import { useDeclineTeamInvitationMutation } from "../../mutations/DeclineTeamInvitationMutation";
import { errorMessage } from "../../relay/environment";
import { UNEXPECTED } from "./teamTexts";

const fragment = graphql`
  fragment TeamInvitations_user on User {
    teamInvitations {
      id
      teamDatabaseId
      teamName
      role
      invitedByName
      expiresAt
    }
  }
`;

/** The dashboard's "Team Invitations" (issue 25): each invitation the viewer has
 * not answered, with Accept (joins, then opens the team) and Decline. Nothing when
 * there is none. */
export function TeamInvitations({ user: userKey }: { user: TeamInvitations_user$key }) {
  const { teamInvitations } = useFragment(fragment, userKey);
  const [accept] = useAcceptTeamInvitationMutation();
  const [decline] = useDeclineTeamInvitationMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const navigate = useNavigate();
  if (!teamInvitations?.length) return null;

  const failed = (title: string, message: string) => {
    setBusy(null);
    toast({ title, description: message, type: "error" });
  };
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="team-invitations-heading" data-testid="team-invitations">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="team-invitations-heading">
          Team Invitations
        </Heading>
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {teamInvitations.map((inv) => (
            <HStack as="li" key={inv.id} justify="space-between" wrap="wrap" gap="3" borderTopWidth="1px" pt="3">
              <Stack gap="0.5">
                <Text fontWeight="semibold">{inv.teamName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {inv.invitedByName ? `${inv.invitedByName} invited you` : "You are invited"} as {TeamRoleLabels[inv.role] ?? inv.role}.
                  Expires {formatLongDate(inv.expiresAt)}.
                </Text>
              </Stack>
              <HStack gap="2">
                <Button
                  size="sm"
                  aria-label={`Accept the invitation to ${inv.teamName}`}
                  loading={busy === inv.id}
                  disabled={busy !== null}
                  onClick={() => {
                    setBusy(inv.id);
                    accept(inv.id, {
                      onCompleted: (res) => {
                        const p = res.acceptTeamInvitation;
                        if (!p.team) return failed("Failed to Join Team", p.errors[0]?.message ?? UNEXPECTED);
                        setBusy(null);
                        toast({ title: "Joined Team", description: `You are now a member of ${p.team.name}.`, type: "success" });
                        navigate(`/teams/${p.team.databaseId}`);
                      },
                      onError: (err) => failed("Failed to Join Team", errorMessage(err, UNEXPECTED)),
                    });
                  }}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Decline the invitation to ${inv.teamName}`}
                  disabled={busy !== null}
                  onClick={() => {
                    setBusy(inv.id);
                    decline(inv.id, {
                      onCompleted: (res) => {
                        const p = res.declineTeamInvitation;
                        if (!p.declinedInvitationId) return failed("Failed to Decline Invitation", p.errors[0]?.message ?? UNEXPECTED);
                        setBusy(null);
                        toast({ title: "Invitation Declined", description: `You declined the invitation to ${inv.teamName}.`, type: "success" });
                      },
                      onError: (err) => failed("Failed to Decline Invitation", errorMessage(err, UNEXPECTED)),
                    });
                  }}
                >
                  Decline
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
