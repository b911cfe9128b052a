import { Button, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toaster";
import { useDeleteNewsArticleMutation } from "../../mutations/DeleteNewsArticleMutation";
import { failureMessage } from "../jobs/errors";

const DELETE_FAILED = "Failed to delete article. Please try again.";

/** Editors: "Delete" with a confirmation dialog; on success a toast and `onDeleted`. */
export function DeleteArticleButton({ articleId, title, onDeleted }: { articleId: string; title: string; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [commit, pending] = useDeleteNewsArticleMutation();

  const onConfirm = () =>
    commit({
      variables: { input: { id: articleId } },
      updater: (store) => {
        if (store.getRootField("deleteNewsArticle")?.getValue("deletedNewsArticleId")) store.invalidateStore();
      },
      onCompleted: (res) => {
        const { deletedNewsArticleId, errors } = res.deleteNewsArticle;
        if (!deletedNewsArticleId) {
          toast({ title: "Error", description: errors[0]?.message ?? DELETE_FAILED, type: "error" });
          return;
        }
        setOpen(false);
        toast({ title: "Article Deleted", description: "The article has been deleted.", type: "success" });
        onDeleted();
      },
      onError: (err) => toast({ title: "Error", description: failureMessage(err, DELETE_FAILED), type: "error" }),
    });

  return (
    <>
      <Button ref={trigger} size="sm" variant="outline" colorPalette="red" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Article"
        confirmLabel="Delete"
        pendingText="Deleting..."
        pending={pending}
        onConfirm={onConfirm}
        finalFocus={trigger}
      >
        <Text>Are you sure you want to delete &ldquo;{title}&rdquo;? This action cannot be undone.</Text>
      </ConfirmDialog>
    </>
  );
}
