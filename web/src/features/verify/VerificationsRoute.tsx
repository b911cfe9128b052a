import { Alert, Badge, Button, Card, Container, Heading, HStack, Link, Spinner, Stack, Text, Textarea } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery, useMutation } from "react-relay/hooks";
import type { VerificationsRouteQuery } from "../../__generated__/VerificationsRouteQuery.graphql";
import type { VerificationsRouteDecideMutation } from "../../__generated__/VerificationsRouteDecideMutation.graphql";
import { FormField } from "../../components/ui/form-field";
import { formatLongDate } from "../../lib/labels";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { Component as NotFound } from "../static/NotFoundRoute";

const query = graphql`
  query VerificationsRouteQuery {
    pendingVerifications {
      id
      databaseId
      kind
      name
      fecId
      fecUrl
      stateCommitteeId
      state
      website
      email
      createdAt
      user {
        username
        firstName
        lastName
      }
    }
  }
`;

const decideMutation = graphql`
  mutation VerificationsRouteDecideMutation($input: DecideVerificationInput!) {
    decideVerification(input: $input) {
      verification {
        id
        status
      }
      errors {
        field
        message
      }
    }
  }
`;

const kindLabels: Record<string, string> = { CAMPAIGN: "Campaign committee", ORGANIZATION: "Organization", VENDOR: "Vendor company" };

/** /moderation/verifications (docs/trust.md): moderators approve or refuse verification
 * requests whose code was confirmed, with a reason. Everyone else gets the 404 page (the
 * server refuses them the data too). */
export function Component() {
  useDocumentTitle("Verification requests");
  return (
    <Suspense
      fallback={
        <Container maxW="5xl" py="10">
          <HStack role="status">
            <Spinner size="sm" /> <Text>Loading requests...</Text>
          </HStack>
        </Container>
      }
    >
      <Requests />
    </Suspense>
  );
}

function Requests() {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<VerificationsRouteQuery>(query, {}, { fetchPolicy: "network-only", fetchKey });
  if (data.pendingVerifications == null) return <NotFound />;
  const list = data.pendingVerifications;
  return (
    <Container maxW="5xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Verification requests
          </Heading>
          <Text color="fg.muted">Requests whose email code was confirmed, oldest first. Every decision needs a reason and goes to the audit log.</Text>
        </Stack>
        {list.length === 0 ? (
          <Text>No requests are waiting.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="4" aria-label="Pending verification requests">
            {list.map((v) => (
              <Request key={v.id} v={v} onDone={() => setFetchKey((k) => k + 1)} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

type Item = NonNullable<VerificationsRouteQuery["response"]["pendingVerifications"]>[number];

function Request({ v, onDone }: { v: Item; onDone: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [commit, pending] = useMutation<VerificationsRouteDecideMutation>(decideMutation);
  const who = v.user ? `${v.user.firstName} ${v.user.lastName}`.trim() || v.user.username : "A deleted member";

  const decide = (decision: "APPROVE" | "REFUSE") => {
    if (pending) return;
    if (!reason.trim()) {
      setError("Give a reason");
      return;
    }
    commit({
      variables: { input: { id: v.id, decision, reason } },
      onCompleted: (res) => {
        const out = res.decideVerification;
        if (out.verification) {
          setDone(decision === "APPROVE" ? "Approved" : "Refused");
          setTimeout(onDone, 600);
          return;
        }
        setError(out.errors[0]?.message ?? "The decision could not be saved.");
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <Card.Root as="li" variant="outline" data-testid="verification-request">
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" size="md" wordBreak="break-word">
            {v.name}
          </Heading>
          <Badge>{kindLabels[v.kind] ?? v.kind}</Badge>
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>
            Asked by <strong>{who}</strong>
            {v.user && <> (@{v.user.username})</>} on {formatLongDate(v.createdAt)}
          </Text>
          <Text wordBreak="break-all">
            Website:{" "}
            <Link href={v.website} target="_blank" rel="noopener noreferrer nofollow" color="blue.fg">
              {v.website}
            </Link>
          </Text>
          <Text wordBreak="break-all">Confirmed email: {v.email}</Text>
          {v.fecId && (
            <Text>
              FEC committee {v.fecId}:{" "}
              {v.fecUrl && (
                <Link href={v.fecUrl} target="_blank" rel="noopener noreferrer" color="blue.fg">
                  FEC page
                </Link>
              )}
            </Text>
          )}
          {v.stateCommitteeId && (
            <Text>
              State committee {v.stateCommitteeId} ({v.state})
            </Text>
          )}
        </Stack>
        {done ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Description>{done}</Alert.Description>
          </Alert.Root>
        ) : (
          <Stack gap="3">
            <FormField label="Reason" error={error} required helperText="The member sees it if you refuse.">
              <Textarea name="reason" value={reason} maxLength={1000} rows={2} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <HStack gap="3" flexWrap="wrap">
              <Button colorPalette="green" disabled={pending} onClick={() => decide("APPROVE")}>
                Approve
              </Button>
              <Button variant="outline" colorPalette="red" disabled={pending} onClick={() => decide("REFUSE")}>
                Refuse
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
