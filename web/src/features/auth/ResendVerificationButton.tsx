import { Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useResendVerificationMutation } from "../../mutations/EmailVerificationMutations";

export const RESENT_TEXT = "We sent a new confirmation link. Check your inbox.";

/** "Send a new link": asks for a new confirmation email for the signed-in
 * member's address, then says what happened (sent, already confirmed, too
 * many requests) in a live region. */
export function ResendVerificationButton({ label = "Send a new link" }: { label?: string }) {
  const [commit, pending] = useResendVerificationMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const onClick = () => {
    setResult(null);
    commit({
      variables: {},
      onCompleted: (res) => {
        const { ok, errors } = res.resendVerification;
        setResult(ok ? { ok, text: RESENT_TEXT } : { ok, text: errors[0]?.message ?? "The link could not be sent." });
      },
      onError: (err) => setResult({ ok: false, text: err.message }),
    });
  };
  return (
    <Stack gap="2" align="flex-start">
      <Button size="sm" variant="outline" onClick={onClick} loading={pending} loadingText="Sending...">
        {label}
      </Button>
      <Text role="status" fontSize="sm" color={result?.ok === false ? "fg.error" : "fg.muted"}>
        {result?.text ?? ""}
      </Text>
    </Stack>
  );
}
