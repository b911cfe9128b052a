import { Alert, Button, Card, Container, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors, type FieldErrors } from "../../lib/forms";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useChangePasswordMutation, useDeleteAccountMutation } from "../../mutations/AccountSettingsMutations";
import { closeSubscriptions, holdSessionChecks } from "../../relay/environment";
import { validatePasswordPair } from "../auth/validation";

// Account settings (beyond the spec: docs/sessions.md): change the password
// (every other session ends) and delete the account.

export function Component() {
  useDocumentTitle("Account Settings");
  return (
    <Container maxW="xl" px="4" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Account settings
        </Heading>
        <ChangePasswordCard />
        <DeleteAccountCard />
      </Stack>
    </Container>
  );
}

type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";

function ChangePasswordCard() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, pending] = useChangePasswordMutation();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const pair = validatePasswordPair(next, confirm);
    const found: FieldErrors<PasswordField> = { newPassword: pair.password, confirmPassword: pair.confirmPassword };
    if (!current) found.currentPassword = "Current password is incorrect";
    const clean = Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as FieldErrors<PasswordField>;
    setErrors(clean);
    if (Object.keys(clean).length > 0) return;
    setFailure(null);
    let settled = () => {};
    holdSessionChecks(new Promise<void>((resolve) => (settled = resolve)));
    commit({
      variables: { input: { currentPassword: current, newPassword: next } },
      onCompleted: (res) => {
        settled();
        if (res.changePassword.ok) {
          setCurrent("");
          setNext("");
          setConfirm("");
          toast({ title: "Password changed", description: "You were signed out everywhere else.", type: "success" });
          return;
        }
        const { fieldErrors, general } = splitUserErrors(res.changePassword.errors, ["currentPassword", "newPassword"] as const);
        setErrors(fieldErrors);
        setFailure(general[0] ?? null);
      },
      onError: (err) => {
        settled();
        setFailure(err.message);
      },
    });
  };

  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Change password
        </Heading>
        <Text color="fg.muted">Changing your password signs you out on every other device.</Text>
        <form onSubmit={onSubmit} noValidate aria-label="Change password">
          <Stack gap="4">
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Root>
            )}
            <FormField label="Current password" error={errors.currentPassword} required>
              <Input type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
            </FormField>
            <FormField label="New password" error={errors.newPassword} required>
              <Input type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
            </FormField>
            <FormField label="Confirm new password" error={errors.confirmPassword} required>
              <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            </FormField>
            <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={pending} loadingText="Changing...">
              Change password
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function DeleteAccountCard() {
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [commit, pending] = useDeleteAccountMutation();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError("Current password is incorrect");
      return;
    }
    setError(null);
    setOpen(true);
  };

  const onConfirm = () => {
    setFailure(null);
    commit({
      variables: { input: { currentPassword: password } },
      updater: (store, data) => {
        if (!data?.deleteAccount.ok) return;
        store.getRoot().setValue(null, "viewer");
        store.invalidateStore();
      },
      onCompleted: (res) => {
        setOpen(false);
        if (res.deleteAccount.ok) {
          closeSubscriptions();
          toast({ title: "Account deleted", description: "Your account and everything you posted have been deleted.", type: "success" });
          navigate("/");
          return;
        }
        const { fieldErrors, general } = splitUserErrors(res.deleteAccount.errors, ["currentPassword"] as const);
        setError(fieldErrors.currentPassword ?? null);
        setFailure(general[0] ?? null);
      },
      onError: (err) => {
        setOpen(false);
        setFailure(err.message);
      },
    });
  };

  return (
    <Card.Root variant="outline" borderColor="red.muted">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Delete account
        </Heading>
        <Text color="fg.muted">
          This deletes your profile, jobs, listings, resources, messages and team memberships. It cannot be undone.
        </Text>
        <form onSubmit={onSubmit} noValidate aria-label="Delete account">
          <Stack gap="4">
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Root>
            )}
            <FormField label="Password" error={error} required>
              <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
            <Button ref={button} type="submit" colorPalette="red" variant="outline" alignSelf="flex-start">
              Delete account
            </Button>
          </Stack>
        </form>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete your account?"
          confirmLabel="Delete account"
          pendingText="Deleting..."
          pending={pending}
          onConfirm={onConfirm}
          finalFocus={button}
        >
          Your account and everything you posted will be deleted. This cannot be undone.
        </ConfirmDialog>
      </Card.Body>
    </Card.Root>
  );
}
