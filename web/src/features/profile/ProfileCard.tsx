import { Avatar, Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ProfileCard_user$key } from "../../__generated__/ProfileCard_user.graphql";
import { formatLongDate, initials, userTypeLabel } from "../../lib/labels";
import { ResendVerificationButton } from "../auth/ResendVerificationButton";

const fragment = graphql`
  fragment ProfileCard_user on User {
    firstName
    lastName
    username
    userType
    profileImage
    bio
    location
    email
    emailVerified
    createdAt
    openToWork {
      open
      availability
    }
  }
`;

export const NO_BIO = "No bio provided. Edit your profile to add one.";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      {/* "anywhere" also lets a long email shrink the column, so it wraps on a phone. */}
      <Text overflowWrap="anywhere">{children}</Text>
    </Stack>
  );
}

/** The dashboard's left card: avatar, name, user-type badge, bio, location, email,
 * joined date, and the action buttons passed as `actions`. */
export function ProfileCard({ user: userKey, actions }: { user: ProfileCard_user$key; actions?: ReactNode }) {
  const user = useFragment(fragment, userKey);
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Card.Root variant="outline">
      <Card.Body gap="5">
        <Stack align="center" gap="3" textAlign="center">
          <Avatar.Root size="2xl" boxSize="24">
            {user.profileImage && <Avatar.Image src={user.profileImage} alt={`${name}'s profile picture`} />}
            <Avatar.Fallback fontSize="2xl">{initials(user.firstName, user.lastName)}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="1" align="center">
            <Heading as="h1" size="xl">
              {name}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              @{user.username}
            </Text>
            <Badge colorPalette="blue" variant="subtle" size="md">
              {userTypeLabel(user.userType)}
            </Badge>
            {user.openToWork?.open && (
              <Badge colorPalette="green" variant="subtle" size="md" data-testid="profile-availability">
                {user.openToWork.availability}
              </Badge>
            )}
          </Stack>
        </Stack>
        <Text color={user.bio ? "fg" : "fg.muted"} whiteSpace="pre-line">
          {user.bio || NO_BIO}
        </Text>
        <Stack gap="3">
          {user.location && <Detail label="Location">{user.location}</Detail>}
          {user.email && (
            <Stack gap="2">
              <Detail label="Email">{user.email}</Detail>
              <EmailState verified={user.emailVerified} />
            </Stack>
          )}
          <Detail label="Joined">{formatLongDate(user.createdAt)}</Detail>
        </Stack>
        {actions && <Stack gap="2">{actions}</Stack>}
      </Card.Body>
    </Card.Root>
  );
}

export const EMAIL_CONFIRMED = "Confirmed";
export const EMAIL_UNCONFIRMED = "Not confirmed";

/** Whether the member confirmed their address (their own card only: null
 * for anyone else), with a way to get a new link while it is not. The
 * dashboard's Email tab shows it too. */
export function EmailState({ verified }: { verified: boolean | null | undefined }) {
  if (verified == null) return null;
  return (
    <Stack gap="2" align="flex-start">
      <HStack gap="2">
        <Badge colorPalette={verified ? "green" : "orange"} variant="subtle" data-testid="email-state">
          {verified ? EMAIL_CONFIRMED : EMAIL_UNCONFIRMED}
        </Badge>
      </HStack>
      {!verified && (
        <>
          <Text fontSize="sm" color="fg.muted">
            Follow the link we emailed you to confirm this address. Until then we send it no digests or alerts.
          </Text>
          <ResendVerificationButton label="Send confirmation link" />
        </>
      )}
    </Stack>
  );
}

export function EditProfileButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick} width="full">
      Edit Profile
    </Button>
  );
}
