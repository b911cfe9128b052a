import { Button, Text } from "@chakra-ui/react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
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
    <>
      <Button ref={trigger} size={size} variant="outline" colorPalette="red" aria-label={`Delete ${title}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Delete
      </Button>
      {/* Closing returns focus to Delete (also when the dialog mounted open). */}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Job"
        confirmLabel="Delete"
        pendingText="Deleting..."
        pending={pending}
        onConfirm={onConfirm}
        finalFocus={trigger}
      >
        <Text>
          Are you sure you want to delete &ldquo;{title}&rdquo;? This action cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
