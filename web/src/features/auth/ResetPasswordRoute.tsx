import { Alert, Button, Card, Container, Heading, Input, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors, type FieldErrors } from "../../lib/forms";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useResetPasswordMutation } from "../../mutations/ResetPasswordMutation";
import { validatePasswordPair } from "./validation";

export function Component() {
  useDocumentTitle("Reset Password");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
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
        setFailure(general[0] ?? (fieldErrors.password ? null : "This reset link is invalid or has expired."));
      },
      onError: (err) => setFailure(err.message),
    });
  };

  const recheck = (p: string, c: string) => {
    if (submitted) setErrors(validatePasswordPair(p, c));
  };

  return (
    <Container maxW="md" px="4" py={{ base: "10", md: "16" }}>
      <Card.Root variant="outline">
        <Card.Body gap="5">
          <Heading as="h1" size="2xl">
            Reset your password
          </Heading>
          {!token ? (
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
          ) : done ? (
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
                {failure && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Description>
                      {failure}{" "}
                      <ChakraLink asChild color="blue.fg">
                        <Link to="/forgot-password">Request a new link</Link>
                      </ChakraLink>
                    </Alert.Description>
                  </Alert.Root>
                )}
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
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
