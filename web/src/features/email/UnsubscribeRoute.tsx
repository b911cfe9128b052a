import { Alert, Button, Card, Container, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useUnsubscribeMutation } from "../../mutations/EmailPreferencesMutations";
import {
  EMAIL_KINDS,
  EMAIL_PREFERENCES_PATH,
  kindFromToken,
  resubscribedText,
  unsubscribedText,
} from "./emailKinds";

/** The server's answer to a token that is not one of ours (prefs.MsgBadToken),
 * shown here too when the link has no token at all. */
export const BAD_TOKEN_TEXT = "This unsubscribe link is invalid. Choose which emails you get in your profile instead.";
export const CHOOSE_EMAILS = "Choose which emails you get";

type State =
  | { step: "ask" }
  | { step: "done"; kind: string | null; enabled: boolean }
  | { step: "failed"; message: string };

/** /unsubscribe?token=...: where an email's "Unsubscribe" link lands (the
 * server's GET /api/unsubscribe sends it here). Nothing changes until the
 * button is pressed, as link scanners open links too; no sign-in needed (the
 * token is the proof). After it, Undo turns that kind of email on again. */
export function Component() {
  useDocumentTitle("Unsubscribe");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<State>(token ? { step: "ask" } : { step: "failed", message: BAD_TOKEN_TEXT });
  const [commit, pending] = useUnsubscribeMutation();
  const named = kindFromToken(token);

  const send = (enabled: boolean) => {
    if (pending) return;
    commit({
      variables: { input: { token, enabled } },
      onCompleted: (res) => {
        const { kind, enabled: now, errors } = res.unsubscribe;
        if (errors.length > 0 || now == null) setState({ step: "failed", message: errors[0]?.message ?? BAD_TOKEN_TEXT });
        else setState({ step: "done", kind: kind ?? named, enabled: now });
      },
      onError: (err) => setState({ step: "failed", message: err.message }),
    });
  };

  const choose = (
    <Text>
      <ChakraLink asChild color="blue.fg" fontWeight="semibold">
        <Link to={EMAIL_PREFERENCES_PATH}>{CHOOSE_EMAILS}</Link>
      </ChakraLink>{" "}
      in your profile (you may need to log in first).
    </Text>
  );

  return (
    <Container maxW="md" px="4" py={{ base: "10", md: "16" }}>
      <Card.Root variant="outline">
        <Card.Body gap="5">
          <Heading as="h1" size="2xl">
            Unsubscribe
          </Heading>
          {state.step === "ask" && (
            <Stack gap="4" align="flex-start">
              <Text>
                {named
                  ? `Stop getting ${EMAIL_KINDS[named].emails} from Canvass?`
                  : "Stop getting this kind of email from Canvass?"}
              </Text>
              <Button onClick={() => send(false)} loading={pending} loadingText="Unsubscribing...">
                Unsubscribe
              </Button>
              {choose}
            </Stack>
          )}
          {state.step === "done" && (
            <Stack gap="4" align="flex-start">
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Description>
                  {state.enabled ? resubscribedText(state.kind) : unsubscribedText(state.kind)}
                </Alert.Description>
              </Alert.Root>
              {state.enabled ? (
                <Button variant="outline" onClick={() => send(false)} loading={pending} loadingText="Unsubscribing...">
                  Unsubscribe
                </Button>
              ) : (
                <Button variant="outline" onClick={() => send(true)} loading={pending} loadingText="Undoing...">
                  Undo
                </Button>
              )}
              {choose}
            </Stack>
          )}
          {state.step === "failed" && (
            <Stack gap="4">
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{state.message}</Alert.Description>
              </Alert.Root>
              {choose}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
