import { Badge, Box, Button, Card, Heading, HStack, Input, Link as ChakraLink, Stack, Text, Textarea } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData } from "react-router";
import type { ModerationDecision } from "../../__generated__/ResolveReportMutation.graphql";
import type { ModerationQueueQuery, ModerationQueueQuery$data } from "../../__generated__/ModerationQueueQuery.graphql";
import type { ModerationRouteQuery } from "../../__generated__/ModerationRouteQuery.graphql";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { SectionLoading } from "../../components/ui/section-state";
import { toast } from "../../components/ui/toaster";
import { ModerationActionKindLabels, ModerationActionKindPalettes, ReportReasonLabels, ReportReasonPalettes, ReportTargetTypeLabels } from "../../generated/labels";
import { splitUserErrors, type FieldErrors } from "../../lib/forms";
import { formatLongDate, formatRelative } from "../../lib/labels";
import { useResolveReportMutation } from "../../mutations/ModerationMutations";
import { errorMessage } from "../../relay/environment";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { Component as NotFound } from "../static/NotFoundRoute";
import { ModerationPage } from "./ModerationPage";

const query = graphql`
  query ModerationRouteQuery {
    viewerIsModerator
  }
`;

const queueQuery = graphql`
  query ModerationQueueQuery {
    moderationQueue {
      targetType
      targetId
      path
      title
      body
      exists
      hidden
      hiddenReason
      reportCount
      lastReportedAt
      resolveReportId
      reports {
        databaseId
        reason
        details
        createdAt
        reporter
      }
      author {
        databaseId
        username
        name
        joinedAt
        suspended
        suspendedUntil
        history {
          databaseId
          action
          reason
          createdAt
        }
      }
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<ModerationRouteQuery> };

export function loader(): LoaderData {
  return { queryRef: preload<ModerationRouteQuery>("moderation", query, {}) };
}

/** /moderation: the moderators' queue (issue 28). Everyone else gets the 404 page;
 * the server refuses them the queue's data too. */
export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<ModerationRouteQuery>(query, queryRef);
  const [fetchKey, setFetchKey] = useState(0);
  if (!data.viewerIsModerator) return <NotFound />;
  return (
    <ModerationPage title="Moderation Queue" current="queue">
      <Suspense fallback={<SectionLoading text="Loading reports..." />}>
        <Queue fetchKey={fetchKey} onChanged={() => setFetchKey((k) => k + 1)} />
      </Suspense>
    </ModerationPage>
  );
}

type Item = NonNullable<ModerationQueueQuery$data["moderationQueue"]>[number];

function Queue({ fetchKey, onChanged }: { fetchKey: number; onChanged: () => void }) {
  const data = useLazyLoadQuery<ModerationQueueQuery>(queueQuery, {}, { fetchKey, fetchPolicy: "network-only" });
  const items = data.moderationQueue ?? [];
  if (items.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" rounded="lg" p="8" textAlign="center">
        <Text fontWeight="semibold">No open reports.</Text>
        <Text color="fg.muted" fontSize="sm">
          Reports members send appear here, the most reported first.
        </Text>
      </Box>
    );
  }
  return (
    <Stack as="ul" gap="4" listStyleType="none" aria-label="Open reports">
      {items.map((it) => (
        <Box as="li" key={`${it.targetType}:${it.targetId}`}>
          <ItemCard item={it} onChanged={onChanged} />
        </Box>
      ))}
    </Stack>
  );
}

function ItemCard({ item: it, onChanged }: { item: Item; onChanged: () => void }) {
  const kind = ReportTargetTypeLabels[it.targetType] ?? it.targetType;
  const title = it.title.trim() || kind;
  const headingId = `report-${it.targetType}-${it.targetId}`;
  return (
    <Card.Root variant="outline" aria-labelledby={headingId}>
      <Card.Body gap="4">
        <Stack gap="1">
          <HStack gap="2" wrap="wrap">
            <Badge>{kind}</Badge>
            <Badge colorPalette="orange">{it.reportCount === 1 ? "1 report" : `${it.reportCount} reports`}</Badge>
            {it.hidden && <Badge colorPalette="red">Hidden</Badge>}
            {!it.exists && <Badge colorPalette="gray">Deleted since</Badge>}
            <Text fontSize="sm" color="fg.muted">
              Last reported {formatRelative(it.lastReportedAt)}
            </Text>
          </HStack>
          <Heading as="h2" size="md" id={headingId} overflowWrap="anywhere">
            {it.exists && it.path ? (
              <ChakraLink asChild color="blue.fg">
                <Link to={it.path}>{title}</Link>
              </ChakraLink>
            ) : (
              title
            )}
          </Heading>
          {it.hidden && it.hiddenReason && (
            <Text fontSize="sm" color="red.fg">
              Hidden: {it.hiddenReason}
            </Text>
          )}
        </Stack>
        <Box borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
          <Text fontSize="xs" color="fg.muted" mb="1">
            As reported
          </Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={8} fontSize="sm">
            {it.body || "(no text)"}
          </Text>
        </Box>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Reports
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {it.reports.map((r) => (
              <Box as="li" key={r.databaseId} fontSize="sm">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette={ReportReasonPalettes[r.reason] || "gray"}>{ReportReasonLabels[r.reason] ?? r.reason}</Badge>
                  <Text>{r.reporter ? `@${r.reporter}` : "A deleted account"}</Text>
                  <Text color="fg.muted">{formatRelative(r.createdAt)}</Text>
                </HStack>
                {r.details && (
                  <Text color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {r.details}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        </Stack>
        {it.author && <AuthorHistory author={it.author} />}
        <ResolveForm item={it} onChanged={onChanged} />
      </Card.Body>
    </Card.Root>
  );
}

function AuthorHistory({ author: a }: { author: NonNullable<Item["author"]> }) {
  return (
    <Stack gap="1" fontSize="sm">
      <Heading as="h3" size="sm">
        Author
      </Heading>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{a.name}</Text>
        <Text color="fg.muted">@{a.username}</Text>
        <Text color="fg.muted">joined {formatRelative(a.joinedAt)}</Text>
        {a.suspended && <Badge colorPalette="red">{a.suspendedUntil ? `Suspended until ${formatLongDate(a.suspendedUntil)}` : "Suspended for good"}</Badge>}
      </HStack>
      {a.history.length === 0 ? (
        <Text color="fg.muted">No earlier moderator actions.</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={`Moderation history of ${a.name}`}>
          {a.history.map((h) => (
            <HStack as="li" key={h.databaseId} gap="2" wrap="wrap">
              <Badge colorPalette={ModerationActionKindPalettes[h.action] || "gray"}>{ModerationActionKindLabels[h.action] ?? h.action}</Badge>
              <Text overflowWrap="anywhere">{h.reason}</Text>
              <Text color="fg.muted">{formatRelative(h.createdAt)}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const DECISIONS: ReadonlyArray<{ value: ModerationDecision; label: string }> = [
  { value: "DISMISS", label: "Dismiss: keep it up" },
  { value: "HIDE", label: "Hide it" },
  { value: "RESTORE", label: "Restore it" },
  { value: "WARN", label: "Warn the author" },
  { value: "SUSPEND", label: "Suspend the author" },
];

type Field = "action" | "reason" | "days";

function ResolveForm({ item: it, onChanged }: { item: Item; onChanged: () => void }) {
  const [action, setAction] = useState("");
  const [reason, setReason] = useState("");
  const [days, setDays] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [commit, pending] = useResolveReportMutation();
  const idBase = `resolve-${it.targetType}-${it.targetId}`;
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: FieldErrors<Field> = {};
    if (!action) next.action = "Choose dismiss, hide, restore, warn or suspend.";
    if (!reason.trim()) next.reason = "Give a reason for this action.";
    const n = days.trim() === "" ? null : Number(days);
    if (action === "SUSPEND" && n !== null && (!Number.isInteger(n) || n < 1 || n > 3650)) {
      next.days = "Suspend for 1 to 3650 days, or leave the days empty to suspend for good.";
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    commit({
      variables: { input: { reportId: it.resolveReportId, action: action as ModerationDecision, reason: reason.trim(), days: action === "SUSPEND" ? n : null } },
      onCompleted: (res) => {
        const { fieldErrors, general } = splitUserErrors(res.resolveReport.errors, ["action", "reason", "days"] as const);
        if (Object.keys(fieldErrors).length > 0 || general.length > 0) {
          setErrors(fieldErrors);
          if (general.length > 0) toast({ title: "Action failed", description: general.join(" "), type: "error" });
          return;
        }
        const label = ModerationActionKindLabels[res.resolveReport.outcome?.action ?? ""] ?? "Done";
        toast({ title: `${label}`, description: "The reporters have been told the outcome.", type: "success" });
        onChanged();
      },
      onError: (err) => toast({ title: "Action failed", description: errorMessage(err, "Please try again."), type: "error" }),
    });
  };
  return (
    <Box borderTopWidth="1px" pt="4">
      <form onSubmit={onSubmit} noValidate aria-label={`Resolve the reports of ${it.title || "this item"}`}>
      <Stack gap="3" direction={{ base: "column", md: "row" }} align={{ base: "stretch", md: "end" }}>
        <Box flex="1">
          <SelectField label="Action" name={`${idBase}-action`} value={action} onChange={setAction} placeholder="Choose an action" options={DECISIONS} error={errors.action} required />
        </Box>
        {action === "SUSPEND" && (
          <Box w={{ base: "full", md: "40" }}>
            <FormField label="Days (empty: for good)" error={errors.days}>
              <Input name={`${idBase}-days`} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
            </FormField>
          </Box>
        )}
      </Stack>
      <Stack gap="3" mt="3">
        <FormField label="Reason (shown in the audit log; authors see it when hidden or warned)" error={errors.reason} required>
          <Textarea name={`${idBase}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} rows={2} maxLength={1100} />
        </FormField>
        <Button type="submit" alignSelf="start" disabled={pending}>
          {pending ? "Applying..." : "Apply"}
        </Button>
      </Stack>
      </form>
    </Box>
  );
}
