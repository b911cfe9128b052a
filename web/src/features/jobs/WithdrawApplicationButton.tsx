import { Button, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toaster";
import { useWithdrawApplicationMutation } from "../../mutations/ApplicationStageMutations";
import { failureMessage } from "./errors";

export const WITHDRAW_FAILED = "Could not withdraw the application. Please try again.";

/** "Withdraw application" with a confirmation dialog (the applicant's own
 * application on the dashboard). The card shows Withdrawn in place afterwards. */
export function WithdrawApplicationButton({ applicationId, title }: { applicationId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [commit, pending] = useWithdrawApplicationMutation();

  const onConfirm = () => {
    commit({
      variables: { input: { id: applicationId } },
      onCompleted: (res) => {
        const errors = res.withdrawApplication.errors;
        if (errors.length > 0 || !res.withdrawApplication.application) {
          toast({ title: "Error", description: errors[0]?.message ?? WITHDRAW_FAILED, type: "error" });
          return;
        }
        setOpen(false);
        toast({ title: "Application withdrawn", description: `You withdrew your application to “${title}”.`, type: "success" });
      },
      onError: (err) => toast({ title: "Error", description: failureMessage(err, WITHDRAW_FAILED), type: "error" }),
    });
  };

  return (
    <>
      <Button
        ref={trigger}
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={`Withdraw application to ${title}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Withdraw application
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Withdraw application"
        confirmLabel="Withdraw"
        pendingText="Withdrawing..."
        pending={pending}
        onConfirm={onConfirm}
        finalFocus={trigger}
      >
        <Text>
          Withdraw your application to &ldquo;{title}&rdquo;? The poster will see it as withdrawn, and it cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
