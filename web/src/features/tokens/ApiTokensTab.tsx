import { Alert, Badge, Button, Card, Code, Heading, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ApiTokensTab_token$key } from "../../__generated__/ApiTokensTab_token.graphql";
import type { ApiTokensTab_user$key } from "../../__generated__/ApiTokensTab_user.graphql";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { CopyButton } from "../../components/ui/copy-button";
import { FormField } from "../../components/ui/form-field";
import { RouterLink } from "../../components/ui/router-link";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toaster";
import type { FieldErrors } from "../../lib/forms";
import { formatLongDate, formatRelative } from "../../lib/labels";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { useCreateApiTokenMutation, useRevokeApiTokenMutation } from "../../mutations/ApiTokenMutations";

const userFragment = graphql`
  fragment ApiTokensTab_user on User {
    apiTokens {
      id
      ...ApiTokensTab_token
    }
  }
`;

const tokenFragment = graphql`
  fragment ApiTokensTab_token on ApiToken {
    id
    name
    prefix
    scope
    createdAt
    expiresAt
    lastUsedAt
    revokedAt
  }
`;

export const CREATED_TEXT = "Token created";
export const REVOKED_TEXT = "Token revoked";
export const SHOWN_ONCE_TEXT = "Copy this token now: Canvass keeps only a fingerprint of it, so it will not be shown again.";
const NOT_LOADED_TEXT = "Your tokens could not be loaded. Reload the page to try again.";

const expiryOptions = [
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "0", label: "No expiry" },
];
const scopeOptions = [
  { value: "READ", label: "Read only" },
  { value: "READ_WRITE", label: "Read and write" },
];

type Values = { name: string; expiresInDays: string; scope: string };
type Field = keyof Values;

function check(v: Values): FieldErrors<Field> {
  const e: FieldErrors<Field> = {};
  if (!v.name.trim()) e.name = "Give the token a name";
  else if (Array.from(v.name.trim()).length > 100) e.name = "Name must be at most 100 characters";
  return e;
}

/** The dashboard's "API" tab (/profile?tab=api, issue 30): personal access tokens for
 * scripts. A new token's secret is shown once; each token can be revoked. */
export function ApiTokensTab({ user: userKey }: { user: ApiTokensTab_user$key }) {
  const user = useFragment(userFragment, userKey);
  const [secret, setSecret] = useState<string | null>(null);
  const [commit, pending] = useCreateApiTokenMutation();
  const { values, errors, setErrors, field, set, handleSubmit } = useValidatedForm<Values, Field>(
    { name: "", expiresInDays: "90", scope: "READ" },
    check,
    { focusOnInvalid: ["name"] },
  );

  const submit = handleSubmit((v) => {
    if (pending) return;
    const fail = (message?: string) => toast({ title: "Error", description: message || "The token could not be created. Please try again.", type: "error" });
    commit({
      variables: { input: { name: v.name.trim(), expiresInDays: Number(v.expiresInDays), scope: v.scope as "READ" | "READ_WRITE" } },
      updater: (store) => {
        const token = store.getRootField("createApiToken")?.getLinkedRecord("token");
        const viewer = store.getRoot().getLinkedRecord("viewer");
        if (!token || !viewer) return;
        viewer.setLinkedRecords([token, ...(viewer.getLinkedRecords("apiTokens") ?? [])], "apiTokens");
      },
      onCompleted: (res) => {
        const { secret: made, errors: errs } = res.createApiToken;
        if (made) {
          setSecret(made);
          set("name", "");
          toast({ title: CREATED_TEXT, type: "success" });
          return;
        }
        const fieldErrors: FieldErrors<Field> = {};
        for (const e of errs) if (e.field === "name" || e.field === "scope" || e.field === "expiresInDays") fieldErrors[e.field as Field] = e.message;
        if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
        else fail(errs[0]?.message);
      },
      onError: (err) => fail(err.message),
    });
  });

  return (
    <Card.Root variant="outline">
      <Card.Header gap="2">
        <Heading as="h2" size="lg">
          API tokens
        </Heading>
        <Text color="fg.muted">
          Scripts and tools act as you with a token: send it as <Code>Authorization: Bearer</Code> to <Code>/graphql</Code> or any{" "}
          <Code>/api</Code> route. A token can never sign in, change your password or email, or make other tokens.
        </Text>
        <Text color="fg.muted">
          Examples to start from, the OpenAPI description and the GraphQL playground:{" "}
          <RouterLink to="/developers" color="blue.fg" textDecoration="underline">
            the developers' page
          </RouterLink>
          .
        </Text>
      </Card.Header>
      <Card.Body gap="6">
        {secret && (
          <Alert.Root status="success" role="status" alignItems="flex-start">
            <Alert.Indicator />
            <Stack gap="2" flex="1" minW="0">
              <Alert.Title>{SHOWN_ONCE_TEXT}</Alert.Title>
              <HStack gap="2" flexWrap="wrap">
                <Input aria-label="Your new token" readOnly value={secret} fontFamily="mono" flex="1" minW="0" onFocus={(e) => e.currentTarget.select()} />
                <CopyButton text={secret} fallback="Select the token and copy it" />
                <Button variant="ghost" onClick={() => setSecret(null)}>
                  Done
                </Button>
              </HStack>
            </Stack>
          </Alert.Root>
        )}
        <form onSubmit={submit} noValidate aria-label="Create a token">
          <Stack gap="4">
            <FormField label="Token name" error={errors.name} helperText="What it is for, such as “Nightly export”." required>
              <Input name="name" value={values.name} maxLength={100} onChange={(e) => set("name", e.target.value)} />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <SelectField label="Expires after" {...field("expiresInDays")} options={expiryOptions} />
              <SelectField label="Access" {...field("scope")} options={scopeOptions} helperText="Read only cannot change anything." />
            </SimpleGrid>
            <HStack justify="flex-end">
              <Button type="submit" disabled={pending}>
                {pending ? "Creating..." : "Create token"}
              </Button>
            </HStack>
          </Stack>
        </form>
        {user.apiTokens == null ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{NOT_LOADED_TEXT}</Alert.Description>
          </Alert.Root>
        ) : user.apiTokens.length === 0 ? (
          <Text color="fg.muted">You have no tokens yet.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Your tokens">
            {user.apiTokens.map((t) => (
              <TokenRow key={t.id} token={t} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function TokenRow({ token: key }: { token: ApiTokensTab_token$key }) {
  const t = useFragment(tokenFragment, key);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [commit, pending] = useRevokeApiTokenMutation();
  const expired = !t.revokedAt && t.expiresAt != null && new Date(t.expiresAt) <= new Date();
  const live = !t.revokedAt && !expired;

  const revoke = () =>
    commit({
      variables: { input: { id: t.id } },
      onCompleted: (res) => {
        setOpen(false);
        if (res.revokeApiToken.token) toast({ title: REVOKED_TEXT, type: "success" });
        else toast({ title: "Error", description: res.revokeApiToken.errors[0]?.message ?? "The token could not be revoked.", type: "error" });
      },
      onError: (err) => {
        setOpen(false);
        toast({ title: "Error", description: err.message, type: "error" });
      },
    });

  return (
    <Stack as="li" borderWidth="1px" rounded="md" p="3" gap="1" data-testid="api-token">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <HStack gap="2" flexWrap="wrap" minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {t.name}
          </Text>
          <Badge colorPalette={t.scope === "READ_WRITE" ? "orange" : "blue"}>{t.scope === "READ_WRITE" ? "Read and write" : "Read only"}</Badge>
          {t.revokedAt && <Badge colorPalette="red">Revoked</Badge>}
          {expired && <Badge colorPalette="gray">Expired</Badge>}
        </HStack>
        {live && (
          <Button ref={button} size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)} aria-label={`Revoke ${t.name}`}>
            Revoke
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        <Code>{t.prefix}…</Code> · Created {formatLongDate(t.createdAt)} ·{" "}
        {t.revokedAt ? `Revoked ${formatLongDate(t.revokedAt)}` : t.expiresAt ? `${expired ? "Expired" : "Expires"} ${formatLongDate(t.expiresAt)}` : "Never expires"} ·{" "}
        {t.lastUsedAt ? `Last used ${formatRelative(t.lastUsedAt)}` : "Never used"}
      </Text>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Revoke token"
        confirmLabel="Revoke"
        pendingText="Revoking..."
        pending={pending}
        onConfirm={revoke}
        finalFocus={button}
      >
        <Text>Scripts using “{t.name}” stop working at once. This cannot be undone.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
