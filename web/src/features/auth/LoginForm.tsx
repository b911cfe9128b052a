import { Button, Input, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors } from "../../lib/forms";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { loginUpdater, useLoginMutation } from "../../mutations/LoginMutation";
import { validateLogin, type LoginValues } from "./validation";

/** The Log In tab. On success the viewer changes and AuthRoute redirects. */
export function LoginForm() {
  const { values, errors, setErrors, set, handleSubmit } = useValidatedForm<LoginValues, keyof LoginValues>(
    { username: "", password: "" },
    validateLogin,
  );
  const [commit, pending] = useLoginMutation();

  const onSubmit = handleSubmit((values) => {
    commit({
      variables: { input: { username: values.username.trim(), password: values.password } },
      updater: loginUpdater,
      onCompleted: (res) => {
        const { user, errors: userErrors } = res.login;
        if (user) {
          toast({ title: "Login successful", description: `Welcome back, ${user.firstName}!`, type: "success" });
          return;
        }
        const { fieldErrors, general } = splitUserErrors(userErrors, ["username", "password"] as const);
        setErrors(fieldErrors);
        toast({ title: "Login failed", description: general[0] ?? userErrors[0]?.message ?? "Invalid username or password.", type: "error" });
      },
      onError: (err) => toast({ title: "Login failed", description: err.message, type: "error" }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Log in">
      <Stack gap="4">
        <FormField label="Username" error={errors.username} required helperText="Your username, or the email address of your account.">
          {/* The login screen starts on this field (issue 14). */}
          <Input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={values.username}
            onChange={(e) => set("username", e.target.value)}
          />
        </FormField>
        <FormField label="Password" error={errors.password} required>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => set("password", e.target.value)}
          />
        </FormField>
        <Text textAlign="right" fontSize="sm">
          <ChakraLink asChild color="blue.fg">
            <Link to="/forgot-password">Forgot password?</Link>
          </ChakraLink>
        </Text>
        <Button type="submit" disabled={pending} width="full">
          {pending ? "Logging in..." : "Log In"}
        </Button>
        <Text fontSize="sm" textAlign="center">
          New to Canvass?{" "}
          <ChakraLink asChild color="blue.fg">
            <Link to="/auth?mode=register">Create an account.</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </form>
  );
}
