import { Alert, Button, Card, Container, Heading, Input, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState, type FormEvent, type ReactNode } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { ResetPasswordRouteQuery } from "../../__generated__/ResetPasswordRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors, type FieldErrors } from "../../lib/forms";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useResetPasswordMutation } from "../../mutations/ResetPasswordMutation";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { validatePasswordPair } from "./validation";

// The link's token is checked when the page opens, so a used or expired link says
// so before the visitor types a new password twice (issue 14).
const query = graphql`
  query ResetPasswordRouteQuery($token: String!) {
    passwordResetTokenValid(token: $token)
  }
`;

export const INVALID_LINK_TEXT = "This reset link is invalid or has expired.";

type LoaderData = { queryRef: PreloadedQuery<ResetPasswordRouteQuery> | null };

export function loader({ request }: LoaderFunctionArgs): LoaderData {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { queryRef: token ? preload<ResetPasswordRouteQuery>("reset-password", query, { token }) : null };
}

function RequestNewLink({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Description>
        {children}{" "}
        <ChakraLink asChild color="blue.fg">
          <Link to="/forgot-password">Request a new link</Link>
        </ChakraLink>
      </Alert.Description>
    </Alert.Root>
  );
}

/** The form, once the server has said the link still works (or could not say: a
 * failed check shows the form, and the reset itself reports a bad link). */
function CheckedForm({ queryRef, token }: { queryRef: PreloadedQuery<ResetPasswordRouteQuery>; token: string }) {
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<ResetPasswordRouteQuery>(query, queryRef);
  if (!data.passwordResetTokenValid) return <RequestNewLink>{INVALID_LINK_TEXT}</RequestNewLink>;
  return <ResetForm token={token} />;
}

export function Component() {
  useDocumentTitle("Reset Password");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { queryRef } = useLoaderData() as LoaderData;
  return (
    <Container maxW="md" px="4" py={{ base: "10", md: "16" }}>
      <Card.Root variant="outline">
        <Card.Body gap="5">
          <Heading as="h1" size="2xl">
            Reset your password
          </Heading>
          {!token || !queryRef ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>
                This reset link is incomplete. Request a new one from the{" "}
                <ChakraLink asChild color="blue.fg">
                  <Link to="/forgot-password">forgot password</Link>
                </ChakraLink>{" "}
                page.
              </Alert.Description>
            </Alert.Root>
          ) : (
            <ErrorBoundary fallback={() => <ResetForm token={token} />}>
              <Suspense
                fallback={
                  <Text role="status" color="fg.muted">
                    Checking your reset link...
                  </Text>
                }
              >
                <CheckedForm queryRef={queryRef} token={token} />
              </Suspense>
            </ErrorBoundary>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

function ResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"password" | "confirmPassword">>({});
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, pending] = useResetPasswordMutation();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validatePasswordPair(password, confirmPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    commit({
      variables: { input: { token, password } },
      onCompleted: (res) => {
        const { ok, errors: userErrors } = res.resetPassword;
        if (ok) {
          setDone(true);
          toast({ title: "Password reset", description: "Your password has been changed. You can now log in.", type: "success" });
          return;
        }
        const { fieldErrors, general } = splitUserErrors(userErrors, ["password"] as const);
        setErrors(fieldErrors);
        setFailure(general[0] ?? (fieldErrors.password ? null : INVALID_LINK_TEXT));
      },
      onError: (err) => setFailure(err.message),
    });
  };

  const recheck = (p: string, c: string) => {
    if (submitted) setErrors(validatePasswordPair(p, c));
  };

  return (
    <>
      {done ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>
            Your password has been changed.{" "}
            <ChakraLink asChild color="blue.fg" fontWeight="semibold">
              <Link to="/auth?mode=login">Log in</Link>
            </ChakraLink>{" "}
            with your new password.
          </Alert.Description>
        </Alert.Root>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
          <Stack gap="4">
            {failure && <RequestNewLink>{failure}</RequestNewLink>}
            <FormField label="New password" error={errors.password} required>
              <Input
                name="password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  recheck(e.target.value, confirmPassword);
                }}
              />
            </FormField>
            <FormField label="Confirm new password" error={errors.confirmPassword} required>
              <Input
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(e) => {
                  setConfirmPassword(e.target.value);
                  recheck(password, e.target.value);
                }}
              />
            </FormField>
            <Button type="submit" disabled={pending} width="full">
              {pending ? "Saving..." : "Set New Password"}
            </Button>
          </Stack>
        </form>
      )}
      {!done && (
        <Text fontSize="sm" color="fg.muted">
          Remembered it?{" "}
          <ChakraLink asChild color="blue.fg">
            <Link to="/auth?mode=login">Log in</Link>
          </ChakraLink>
        </Text>
      )}
    </>
  );
}
