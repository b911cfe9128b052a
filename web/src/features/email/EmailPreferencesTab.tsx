import { Alert, Button, Card, Heading, HStack, Stack, Switch, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { EmailPreferencesTab_user$key } from "../../__generated__/EmailPreferencesTab_user.graphql";
import { toast } from "../../components/ui/toaster";
import { useUpdateEmailPreferencesMutation } from "../../mutations/EmailPreferencesMutations";
import { EmailState } from "../profile/ProfileCard";
import { EMAIL_KINDS, emailKindsFor, type EmailKind } from "./emailKinds";

const fragment = graphql`
  fragment EmailPreferencesTab_user on User {
    userType
    email
    emailVerified
    emailPreferences {
      kind
      enabled
    }
  }
`;

export const SAVED_TEXT = "Email preferences saved";
export const NOT_LOADED_TEXT = "Your email preferences could not be loaded. Reload the page to try again.";
const SAVE_FAILED = "Your email preferences could not be saved. Please try again.";

type Values = Partial<Record<EmailKind, boolean>>;

/** The dashboard's Email tab (/profile?tab=email): one switch per kind of email
 * that can reach the member, saved together with Save. */
export function EmailPreferencesTab({ user: userKey }: { user: EmailPreferencesTab_user$key }) {
  const user = useFragment(fragment, userKey);
  const kinds = emailKindsFor(user.userType);
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries((user.emailPreferences ?? []).map((p) => [p.kind, p.enabled])),
  );
  const [commit, pending] = useUpdateEmailPreferencesMutation();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const fail = (message?: string) => toast({ title: "Error", description: message || SAVE_FAILED, type: "error" });
    commit({
      variables: { input: { preferences: kinds.map((kind) => ({ kind, enabled: values[kind] ?? true })) } },
      onCompleted: (res) => {
        const { user: saved, errors } = res.updateEmailPreferences;
        if (saved) toast({ title: SAVED_TEXT, type: "success" });
        else fail(errors[0]?.message);
      },
      onError: (err) => fail(err.message),
    });
  };

  return (
    <Card.Root variant="outline">
      <Card.Header gap="2">
        <Heading as="h2" size="lg">
          Email
        </Heading>
        <Text color="fg.muted">
          Choose which emails Canvass sends you. Emails about your account, such as password resets, always come.
        </Text>
      </Card.Header>
      <Card.Body gap="6">
        {user.email && (
          <Stack gap="2">
            <Text overflowWrap="anywhere">
              Emails go to <strong>{user.email}</strong>
            </Text>
            <EmailState verified={user.emailVerified} />
          </Stack>
        )}
        {user.emailPreferences == null ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{NOT_LOADED_TEXT}</Alert.Description>
          </Alert.Root>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label="Email preferences">
            <Stack gap="5">
              {kinds.map((kind) => (
                <Stack key={kind} gap="1">
                  <Switch.Root
                    name={kind}
                    checked={values[kind] ?? true}
                    onCheckedChange={(d) => setValues((v) => ({ ...v, [kind]: d.checked }))}
                  >
                    <Switch.HiddenInput aria-describedby={`email-kind-${kind}`} />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label fontWeight="semibold">{EMAIL_KINDS[kind].label}</Switch.Label>
                  </Switch.Root>
                  <Text id={`email-kind-${kind}`} fontSize="sm" color="fg.muted" ps="12">
                    {EMAIL_KINDS[kind].description}
                  </Text>
                </Stack>
              ))}
              <HStack justify="flex-end">
                <Button type="submit" disabled={pending}>
                  {pending ? "Saving..." : "Save"}
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
