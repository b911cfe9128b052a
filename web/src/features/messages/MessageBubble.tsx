import { Box, Button, Text } from "@chakra-ui/react";
import { Fragment } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { MessageBubble_message$key } from "../../__generated__/MessageBubble_message.graphql";
import { HIDDEN_BY_MODERATORS } from "../../components/HiddenByModeratorsAlert";

const fragment = graphql`
  fragment MessageBubble_message on Message {
    # The thread hides a pending send once its message arrives (by client id).
    clientId
    content
    createdAt
    isRead
    viewerIsSender
    # Only ever true for the sender (and moderators): the receiver never gets a hidden message.
    hiddenByModerators
    hiddenReason
  }
`;

/** "3:04 PM" in the user's time zone. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
}

/** Plain text with http(s) links made clickable; nothing else is rendered. */
export function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return (
    <>
      {parts.map((p, i) =>
        i % 2 === 1 ? (
          <a key={i} href={p} target="_blank" rel="noopener noreferrer nofollow ugc" style={{ textDecoration: "underline" }}>
            {p}
          </a>
        ) : (
          <Fragment key={i}>{p}</Fragment>
        ),
      )}
    </>
  );
}

export function Bubble({ mine, content, time, status, onRetry, hidden }: {
  mine: boolean;
  content: string;
  time: string;
  status?: "pending" | "failed";
  onRetry?: () => void;
  /** Moderators hid it: the sender reads a note (and the reason), the receiver never sees it. */
  hidden?: { reason: string | null | undefined };
}) {
  return (
    <Box as="li" listStyleType="none" display="flex" justifyContent={mine ? "flex-end" : "flex-start"}>
      <Box
        maxW={{ base: "85%", md: "70%" }}
        px="3"
        py="2"
        rounded="lg"
        bg={mine ? (status === "failed" ? "red.50" : "blue.600") : "gray.100"}
        color={mine && status !== "failed" ? "white" : "fg"}
        borderWidth={status === "failed" ? "1px" : undefined}
        borderColor="red.300"
        opacity={status === "pending" ? 0.7 : 1}
      >
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          <Linkified text={content} />
        </Text>
        <Text fontSize="xs" mt="1" textAlign="right" color={mine && status !== "failed" ? "whiteAlpha.900" : "fg.muted"}>
          {status === "pending" ? "Sending..." : status === "failed" ? "Not sent" : time}
        </Text>
        {hidden && (
          <Text fontSize="xs" mt="1" fontWeight="semibold" color={mine ? "whiteAlpha.900" : "fg.muted"} data-testid="message-hidden">
            {HIDDEN_BY_MODERATORS}
            {hidden.reason ? `: ${hidden.reason}` : ""}
          </Text>
        )}
        {status === "failed" && onRetry && (
          <Button size="xs" variant="outline" colorPalette="red" mt="1" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Box>
    </Box>
  );
}

export function MessageBubble({ message }: { message: MessageBubble_message$key }) {
  const m = useFragment(fragment, message);
  return (
    <Bubble
      mine={m.viewerIsSender}
      content={m.content}
      time={formatTime(m.createdAt)}
      hidden={m.hiddenByModerators ? { reason: m.hiddenReason } : undefined}
    />
  );
}
