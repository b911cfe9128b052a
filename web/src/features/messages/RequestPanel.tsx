import { Box, Button, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { ConnectionHandler, type RecordSourceSelectorProxy } from "relay-runtime";
import { useNavigate } from "react-router";
import type { RequestPanelAcceptMutation } from "../../__generated__/RequestPanelAcceptMutation.graphql";
import type { RequestPanelBlockMutation } from "../../__generated__/RequestPanelBlockMutation.graphql";
import type { RequestPanelDeclineMutation } from "../../__generated__/RequestPanelDeclineMutation.graphql";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toaster";
import { errorMessage } from "../../relay/environment";
import { moveContactToTop, setUnreadTotal } from "./messageStore";

// Each answers with the conversation and the viewer's counts, so the thread,
// the lists and the badges follow in place.
const accept = graphql`
  mutation RequestPanelAcceptMutation($input: MessageRequestInput!) {
    acceptMessageRequest(input: $input) {
      conversation {
        id
        requestState
        ...ContactRow_conversation
      }
      requestCount
      unreadCount
    }
  }
`;

const decline = graphql`
  mutation RequestPanelDeclineMutation($input: MessageRequestInput!) {
    declineMessageRequest(input: $input) {
      conversation {
        id
        requestState
      }
      requestCount
      unreadCount
    }
  }
`;

const block = graphql`
  mutation RequestPanelBlockMutation($input: BlockMessageRequestInput!) {
    blockMessageRequest(input: $input) {
      conversation {
        id
        requestState
        viewerHasBlocked
      }
      requestCount
      unreadCount
      errors {
        field
        message
      }
    }
  }
`;

/** Takes the conversation out of the Requests list and sets the counts. */
function leaveRequests(store: RecordSourceSelectorProxy, conversationId: string, requestCount?: number | null, unread?: number | null) {
  const viewer = store.getRoot().getLinkedRecord("viewer");
  if (!viewer) return;
  const conn = ConnectionHandler.getConnection(viewer, "RequestList_messageRequests");
  if (conn) ConnectionHandler.deleteNode(conn, conversationId);
  if (requestCount != null) viewer.setValue(requestCount, "messageRequestCount");
  if (unread != null) setUnreadTotal(store, unread);
}

const MAX_DETAILS = 1000;

/** In place of the send box on a request the viewer received: who wrote,
 * and Accept, Decline (confirmed) or Block and report (confirmed, with
 * optional details for moderators). */
export function RequestPanel({ conversationId, userId, name, username }: { conversationId: string; userId: string; name: string; username: string }) {
  const navigate = useNavigate();
  const [ask, setAsk] = useState<"decline" | "block" | null>(null);
  const [details, setDetails] = useState("");
  const declineButton = useRef<HTMLButtonElement>(null);
  const blockButton = useRef<HTMLButtonElement>(null);
  const [commitAccept, accepting] = useMutation<RequestPanelAcceptMutation>(accept);
  const [commitDecline, declining] = useMutation<RequestPanelDeclineMutation>(decline);
  const [commitBlock, blocking] = useMutation<RequestPanelBlockMutation>(block);
  const failed = (title: string) => (err: Error) => toast({ title, description: errorMessage(err, "Please try again."), type: "error" });

  const onAccept = () =>
    commitAccept({
      variables: { input: { userId } },
      updater: (store, data) => {
        const p = data?.acceptMessageRequest;
        if (!p?.conversation) return;
        leaveRequests(store, conversationId, p.requestCount, p.unreadCount);
        moveContactToTop(store, conversationId);
      },
      onCompleted: () => toast({ title: "Request accepted", description: `${name} is now in your contacts.`, type: "success" }),
      onError: failed("Failed to accept the request"),
    });

  const onDecline = () =>
    commitDecline({
      variables: { input: { userId } },
      updater: (store, data) => {
        const p = data?.declineMessageRequest;
        if (p) leaveRequests(store, conversationId, p.requestCount, p.unreadCount);
      },
      onCompleted: () => {
        setAsk(null);
        toast({ title: "Request declined", type: "success" });
        navigate("/messages");
      },
      onError: failed("Failed to decline the request"),
    });

  const onBlock = () =>
    commitBlock({
      variables: { input: { userId, details: details.trim() || null } },
      updater: (store, data) => {
        const p = data?.blockMessageRequest;
        if (p?.conversation) leaveRequests(store, conversationId, p.requestCount, p.unreadCount);
      },
      onCompleted: (res) => {
        const errs = res.blockMessageRequest.errors;
        if (errs.length > 0) {
          toast({ title: "Failed to block and report", description: errs[0].message, type: "error" });
          return;
        }
        setAsk(null);
        toast({ title: "Blocked and reported", description: `${name} can no longer message you. Our moderators will review the request.`, type: "success" });
        navigate("/messages");
      },
      onError: failed("Failed to block and report"),
    });

  return (
    <Box px="4" py="3" borderTopWidth="1px" role="region" aria-label={`Message request from ${name}`}>
      <Text fontWeight="semibold">{`${name} (@${username}) wants to message you.`}</Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        You have not talked before and share no team. Accept to reply; they will not know you have seen this unless you do.
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" colorPalette="blue" loading={accepting} onClick={onAccept}>
          Accept
        </Button>
        <Button ref={declineButton} size="sm" variant="outline" onClick={() => setAsk("decline")}>
          Decline
        </Button>
        <Button ref={blockButton} size="sm" variant="outline" colorPalette="red" onClick={() => setAsk("block")}>
          Block and report
        </Button>
      </HStack>
      <ConfirmDialog
        open={ask === "decline"}
        onOpenChange={(o) => !o && setAsk(null)}
        title={`Decline ${name}'s request?`}
        confirmLabel="Decline"
        pendingText="Declining..."
        pending={declining}
        onConfirm={onDecline}
        finalFocus={declineButton}
      >
        {`The request leaves your Requests. ${name} will not be told, and cannot message you again for 30 days.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={ask === "block"}
        onOpenChange={(o) => !o && setAsk(null)}
        title={`Block and report ${name}?`}
        confirmLabel="Block and report"
        pendingText="Blocking..."
        pending={blocking}
        onConfirm={onBlock}
        finalFocus={blockButton}
      >
        <Stack gap="3">
          <Text>{`${name} will no longer be able to message you, and our moderators will review their messages as spam. They will not be told.`}</Text>
          <FormField label="Details for moderators (optional)">
            <Textarea name="details" value={details} maxLength={MAX_DETAILS} rows={3} onChange={(e) => setDetails(e.target.value)} />
          </FormField>
        </Stack>
      </ConfirmDialog>
    </Box>
  );
}
