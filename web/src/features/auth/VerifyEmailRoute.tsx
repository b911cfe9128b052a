import { Alert, Card, Container, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useViewer } from "../../app/RootRoute";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useVerifyEmailMutation } from "../../mutations/EmailVerificationMutations";
import { ResendVerificationButton } from "./ResendVerificationButton";

export const VERIFIED_TEXT = "Your email address is confirmed.";
export const INVALID_CONFIRM_TEXT = "This confirmation link is invalid or has expired.";

type State = { kind: "checking" } | { kind: "done" } | { kind: "failed"; message: string };

/** /verify-email?token=...: the link a registration or an email change sends.
 * Confirms on arrival (no sign-in needed); a bad link offers a new one to a
 * signed-in member, and the way to sign in to anyone else. */
export function Component() {
  useDocumentTitle("Confirm Email");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const viewer = useViewer();
  const [state, setState] = useState<State>(token ? { kind: "checking" } : { kind: "failed", message: INVALID_CONFIRM_TEXT });
  const [commit] = useVerifyEmailMutation();
  const sent = useRef("");
  useEffect(() => {
    // Once per token (StrictMode runs effects twice; the link works once).
    if (!token || sent.current === token) return;
    sent.current = token;
    commit({
      variables: { input: { token } },
      onCompleted: (res) => {
        const { ok, errors } = res.verifyEmail;
        setState(ok ? { kind: "done" } : { kind: "failed", message: errors[0]?.message ?? INVALID_CONFIRM_TEXT });
      },
      onError: (err) => setState({ kind: "failed", message: err.message }),
    });
  }, [token, commit]);

  return (
    <Container maxW="md" px="4" py={{ base: "10", md: "16" }}>
      <Card.Root variant="outline">
        <Card.Body gap="5">
          <Heading as="h1" size="2xl">
            Confirm your email address
          </Heading>
          {state.kind === "checking" && (
            <Text role="status" color="fg.muted">
              Confirming your email address...
            </Text>
          )}
          {state.kind === "done" && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Description>
                {VERIFIED_TEXT}{" "}
                <ChakraLink asChild color="blue.fg" fontWeight="semibold">
                  <Link to={viewer ? "/profile" : "/auth?mode=login"}>{viewer ? "Go to your dashboard" : "Log in"}</Link>
                </ChakraLink>
              </Alert.Description>
            </Alert.Root>
          )}
          {state.kind === "failed" && (
            <Stack gap="4">
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{state.message}</Alert.Description>
              </Alert.Root>
              {viewer ? (
                <ResendVerificationButton />
              ) : (
                <Text>
                  <ChakraLink asChild color="blue.fg" fontWeight="semibold">
                    <Link to="/auth?mode=login&next=%2Fprofile">Log in</Link>
                  </ChakraLink>{" "}
                  to send a new confirmation link from your profile.
                </Text>
              )}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
