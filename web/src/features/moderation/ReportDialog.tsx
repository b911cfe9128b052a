import { Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import type { ReportReason, ReportTargetType } from "../../__generated__/ReportMutation.graphql";
import { FormDialog } from "../../components/ui/form-dialog";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toaster";
import { ReportReasonMembers } from "../../generated/labels";
import { splitUserErrors, type FieldErrors } from "../../lib/forms";
import { errorMessage } from "../../relay/environment";
import { useReportMutation } from "../../mutations/ModerationMutations";

export const MAX_DETAILS = 1000;
export const REASON_REQUIRED = "Choose a reason for your report.";

type Field = "reason" | "details";

/** The report form (issue 28): a reason from the server's list and optional details.
 * Loaded on demand by ReportButton. The server checks everything again. */
export default function ReportDialog({
  open,
  onOpenChange,
  targetType,
  targetId,
  what,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, for the title ("job", "vendor profile", ...). */
  what: string;
}) {
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [commit, pending] = useReportMutation();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: FieldErrors<Field> = {};
    if (!reason) next.reason = REASON_REQUIRED;
    if (details.length > MAX_DETAILS) next.details = "Details must be at most 1000 characters.";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    commit({
      variables: { input: { targetType, targetId, reason: reason as ReportReason, details: details.trim() || null } },
      onCompleted: (res) => {
        const { fieldErrors, general } = splitUserErrors(res.report.errors, ["reason", "details"] as const);
        if (Object.keys(fieldErrors).length > 0 || general.length > 0) {
          setErrors(fieldErrors);
          if (general.length > 0) toast({ title: "Failed to send report", description: general.join(" "), type: "error" });
          return;
        }
        toast({
          title: "Report sent",
          description: res.report.created ? "Thank you. Our moderators will review it." : "You have already reported this. Our moderators will review it.",
          type: "success",
        });
        onOpenChange(false);
      },
      onError: (err) => toast({ title: "Failed to send report", description: errorMessage(err, "Please try again."), type: "error" }),
    });
  };

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={`Report ${what}`} submitLabel="Send report" pendingLabel="Sending..." pending={pending}>
      {(formId) => (
        <form id={formId} onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              Moderators will review your report. The author is not told who reported it.
            </Text>
            <SelectField
              label="Reason"
              name="reason"
              value={reason}
              onChange={setReason}
              placeholder="Choose a reason"
              options={ReportReasonMembers.map((m) => ({ value: m.value, label: m.label }))}
              error={errors.reason}
              required
            />
            <FormField label="Details (optional)" error={errors.details} helperText={`${details.length}/${MAX_DETAILS}`}>
              <Textarea name="details" value={details} onChange={(e) => setDetails(e.target.value)} rows={4} maxLength={MAX_DETAILS + 100} />
            </FormField>
          </Stack>
        </form>
      )}
    </FormDialog>
  );
}
