import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { toast } from "../../components/ui/toaster";
// Lazy from JobCard, also on the home page: bring the dialog recipe (see theme.ts).
import "../../theme-recipes";
import { deleteJobUpdater, useDeleteJobMutation } from "../../mutations/DeleteJobMutation";
import { failureMessage } from "./errors";

/** "Delete" with a confirmation dialog. On success: toast "Job Deleted" and
 * `onDeleted`; on failure: toast "Error" with the server's message or
 * `failureText` (spec: "Failed to delete job" on the board and job page,
 * "Failed to delete job posting. Please try again." on the dashboard). */
export function DeleteJobButton({
  jobId,
  title,
  connections = [],
  invalidate = false,
  onDeleted,
  failureText = "Failed to delete job",
  size = "sm",
  defaultOpen = false,
}: {
  jobId: string;
  title: string;
  connections?: ReadonlyArray<string>;
  /** Mark cached lists stale (for screens left right after the delete). */
  invalidate?: boolean;
  onDeleted?: () => void;
  failureText?: string;
  size?: "xs" | "sm" | "md";
  /** Mount with the dialog open (JobCard's light button was pressed before this chunk loaded). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const [commit, pending] = useDeleteJobMutation();

  const onConfirm = () => {
    commit({
      variables: { input: { id: jobId } },
      updater: deleteJobUpdater(connections, { invalidate }),
      onCompleted: (res) => {
        const errors = res.deleteJob.errors;
        if (!res.deleteJob.deletedJobId || errors.length > 0) {
          toast({ title: "Error", description: errors[0]?.message ?? failureText, type: "error" });
          return;
        }
        setOpen(false);
        toast({ title: "Job Deleted", description: "The job posting has been deleted.", type: "success" });
        onDeleted?.();
      },
      onError: (err) => {
        toast({ title: "Error", description: failureMessage(err, failureText), type: "error" });
      },
    });
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(d) => setOpen(d.open)}
      placement="center"
      // Closing returns focus to Delete (also when the dialog mounted open).
      finalFocusEl={() => trigger.current}
    >
      <Dialog.Trigger asChild>
        <Button ref={trigger} size={size} variant="outline" colorPalette="red" aria-label={`Delete ${title}`}>
          Delete
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete Job</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Are you sure you want to delete &ldquo;{title}&rdquo;? This action cannot be undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm} loading={pending} loadingText="Deleting...">
                Delete
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
