import { Button } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toaster";
import { deleteResourceUpdater, useDeleteResourceMutation } from "../../mutations/DeleteResourceMutation";
import { GraphQLRequestError } from "../../relay/environment";
import { RESOURCE_TEXTS } from "./resourceLabels";
// Also reached from the home teaser (its own chunk): bring the dialog recipe.
import "../../theme-recipes";

/** Spec section 8: a 403 reads "You are not authorized to delete this resource",
 * any other failure "Failed to delete resource". */
export function deleteFailureMessage(err: unknown): string {
  if (err instanceof GraphQLRequestError && err.code === "FORBIDDEN") return RESOURCE_TEXTS.deleteForbidden;
  return RESOURCE_TEXTS.deleteFailed;
}

/** "Delete" with the "Delete Resource" confirmation (spec section 2). On success:
 * toast "Success" and `onDeleted`; on failure a toast "Error" with the spec's text. */
export function DeleteResourceButton({
  resourceId,
  title,
  connections = [],
  invalidate = false,
  onDeleted,
  size = "sm",
}: {
  resourceId: string;
  title: string;
  /** Lists (by __id) whose totalCount drops by one. */
  connections?: ReadonlyArray<string>;
  /** Mark cached lists stale (the screen is left right after the delete). */
  invalidate?: boolean;
  onDeleted?: () => void;
  size?: "xs" | "sm" | "md";
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [commit, pending] = useDeleteResourceMutation();

  const onConfirm = () => {
    commit({
      variables: { input: { id: resourceId } },
      updater: deleteResourceUpdater(connections, { invalidate }),
      onCompleted: (res) => {
        const { deletedResourceId, errors } = res.deleteResource;
        if (!deletedResourceId || errors.length > 0) {
          const forbidden = errors.some((e) => e.code === "FORBIDDEN");
          toast({ title: "Error", description: forbidden ? RESOURCE_TEXTS.deleteForbidden : RESOURCE_TEXTS.deleteFailed, type: "error" });
          return;
        }
        setOpen(false);
        toast({ title: "Success", description: "The resource has been deleted.", type: "success" });
        onDeleted?.();
      },
      onError: (err) => toast({ title: "Error", description: deleteFailureMessage(err), type: "error" }),
    });
  };

  return (
    <>
      <Button ref={trigger} size={size} variant="outline" colorPalette="red" aria-label={`Delete ${title}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={RESOURCE_TEXTS.deleteTitle}
        confirmLabel="Delete"
        pendingText="Deleting..."
        pending={pending}
        onConfirm={onConfirm}
        finalFocus={trigger}
      >
        {RESOURCE_TEXTS.deleteBody}
      </ConfirmDialog>
    </>
  );
}
