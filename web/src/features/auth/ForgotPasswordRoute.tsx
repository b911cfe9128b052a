import { Alert, Button, Card, Container, Heading, Input, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toaster";
import { isValidEmail } from "../../lib/forms";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useRequestPasswordResetMutation } from "../../mutations/RequestPasswordResetMutation";

export const RESET_SENT = "If an account exists for that email, we've sent a link to reset your password.";

export function Component() {
  useDocumentTitle("Forgot Password");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const [commit, pending] = useRequestPasswordResetMutation();

  const validate = (v: string) => (isValidEmail(v) ? null : "Invalid email address");

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validate(email);
    setError(found);
    if (found) return;
    commit({
      variables: { input: { email: email.trim() } },
      onCompleted: (res) => {
        const fieldError = res.requestPasswordReset.errors.find((x) => x.field === "email");
        if (fieldError) {
          setError(fieldError.message);
          return;
        }
        // Same answer whether or not the email exists.
        setSent(true);
      },
      onError: (err) => toast({ title: "Request failed", description: err.message, type: "error" }),
    });
  };

  return (
    <Container maxW="md" px="4" py={{ base: "10", md: "16" }}>
      <Card.Root variant="outline">
        <Card.Body gap="5">
          <Heading as="h1" size="2xl">
            Forgot password?
          </Heading>
          {sent ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Description>{RESET_SENT}</Alert.Description>
            </Alert.Root>
          ) : (
            <>
              <Text color="fg.muted">Enter the email address of your account and we will send you a link to reset your password.</Text>
              <form onSubmit={onSubmit} noValidate aria-label="Request a password reset link">
                <Stack gap="4">
                  <FormField label="Email" error={error} required>
                    <Input
                      name="email"
                      type="email"
                      autoComplete="email"
                      value={email}
                      onChange={(e) => {
                        setEmail(e.target.value);
                        if (submitted) setError(validate(e.target.value));
                      }}
                    />
                  </FormField>
                  <Button type="submit" disabled={pending} width="full">
                    {pending ? "Sending..." : "Send Reset Link"}
                  </Button>
                </Stack>
              </form>
            </>
          )}
          <Text fontSize="sm">
            <ChakraLink asChild color="blue.fg">
              <Link to="/auth?mode=login">Back to log in</Link>
            </ChakraLink>
          </Text>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
