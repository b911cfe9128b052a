import { IconButton, Menu, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { menuSlotRecipe } from "@chakra-ui/react/theme";
import { useRef, useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toaster";
import { errorMessage } from "../../relay/environment";
import { useBlockUserMutation, useUnblockUserMutation } from "../../mutations/BlockUserMutation";
import { useReportMessageMutation } from "../../mutations/ReportMessageMutation";
import { addRecipes } from "../../theme";
import { moveContactToTop, removeContact, setUnreadTotal } from "./messageStore";

// The conversation's menu is Chakra's Menu: bring its recipe (see web/README.md).
addRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export const REASON_REQUIRED = "Please give a reason for the report.";
const MAX_REASON = 1000;

/** The conversation's menu: Report (with a reason) and Block or Unblock,
 * each confirmed first. Blocking is silent: the other person is not told,
 * their messages stop arriving, and the conversation leaves the contacts.
 * `reportMessageId` is the newest message received from the other person
 * (the report keeps it and the conversation before it); null hides Report. */
export function ConversationMenu({
  conversationId,
  userId,
  name,
  blocked,
  reportMessageId,
}: {
  conversationId: string;
  userId: string;
  name: string;
  blocked: boolean;
  reportMessageId: string | null;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [ask, setAsk] = useState<"block" | "report" | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [block, blocking] = useBlockUserMutation();
  const [unblock, unblocking] = useUnblockUserMutation();
  const [report, reporting] = useReportMessageMutation();

  const onBlock = () =>
    block({
      variables: { input: { userId } },
      updater: (store, data) => {
        if (!data?.blockUser.conversation) return;
        removeContact(store, conversationId);
        if (data.blockUser.unreadCount != null) setUnreadTotal(store, data.blockUser.unreadCount);
      },
      onCompleted: (res) => {
        setAsk(null);
        if (res.blockUser.errors.length > 0) {
          toast({ title: "Failed to block", description: res.blockUser.errors[0].message, type: "error" });
          return;
        }
        toast({ title: "Blocked", description: `${name} can no longer message you.`, type: "success" });
      },
      onError: (err) => toast({ title: "Failed to block", description: errorMessage(err, "Please try again."), type: "error" }),
    });

  const onUnblock = () =>
    unblock({
      variables: { input: { userId } },
      updater: (store, data) => {
        const c = data?.unblockUser.conversation;
        if (c?.lastMessage) moveContactToTop(store, c.id); // back in the contacts
        if (data?.unblockUser.unreadCount != null) setUnreadTotal(store, data.unblockUser.unreadCount);
      },
      onCompleted: (res) => {
        if (res.unblockUser.errors.length > 0) {
          toast({ title: "Failed to unblock", description: res.unblockUser.errors[0].message, type: "error" });
          return;
        }
        toast({ title: "Unblocked", description: `${name} can message you again.`, type: "success" });
      },
      onError: (err) => toast({ title: "Failed to unblock", description: errorMessage(err, "Please try again."), type: "error" }),
    });

  const onReport = () => {
    const text = reason.trim();
    if (!text) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    if (!reportMessageId) return;
    report({
      variables: { input: { messageId: reportMessageId, reason: text } },
      onCompleted: (res) => {
        const errs = res.reportMessage.errors;
        if (errs.length > 0) {
          setReasonError(errs[0].message);
          return;
        }
        setAsk(null);
        setReason("");
        toast({ title: "Report sent", description: "Thank you. Our moderators will review this conversation.", type: "success" });
      },
      onError: (err) => toast({ title: "Failed to send report", description: errorMessage(err, "Please try again."), type: "error" }),
    });
  };

  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <IconButton ref={trigger} size="sm" variant="ghost" aria-label={`Options for the conversation with ${name}`}>
            <Text as="span" aria-hidden="true" fontSize="lg" lineHeight="1">
              &#8942;
            </Text>
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              {reportMessageId && (
                <Menu.Item value="report" onSelect={() => setAsk("report")}>
                  Report conversation
                </Menu.Item>
              )}
              {blocked ? (
                <Menu.Item value="unblock" disabled={unblocking} onSelect={onUnblock}>
                  Unblock {name}
                </Menu.Item>
              ) : (
                <Menu.Item value="block" color="fg.error" onSelect={() => setAsk("block")}>
                  Block {name}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={ask === "block"}
        onOpenChange={(o) => !o && setAsk(null)}
        title={`Block ${name}?`}
        confirmLabel="Block"
        pendingText="Blocking..."
        pending={blocking}
        onConfirm={onBlock}
        finalFocus={trigger}
      >
        {`${name} will no longer be able to message you, and this conversation leaves your contacts. They will not be told. You can unblock them from your profile.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={ask === "report"}
        onOpenChange={(o) => {
          if (!o) {
            setAsk(null);
            setReasonError(null);
          }
        }}
        title="Report conversation"
        confirmLabel="Report"
        pendingText="Reporting..."
        pending={reporting}
        onConfirm={onReport}
        finalFocus={trigger}
      >
        <Stack gap="3">
          <Text>
            {`Our moderators will see your reason and the recent messages from ${name}. ${name} will not be told who reported them.`}
          </Text>
          <FormField label="Reason" error={reasonError} required>
            <Textarea
              name="reason"
              value={reason}
              maxLength={MAX_REASON}
              rows={3}
              placeholder="What is wrong with these messages?"
              onChange={(e) => {
                setReason(e.target.value);
                if (reasonError) setReasonError(null);
              }}
            />
          </FormField>
        </Stack>
      </ConfirmDialog>
    </>
  );
}
