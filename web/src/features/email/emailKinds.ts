import type { EmailKind as SchemaEmailKind } from "../../__generated__/UpdateEmailPreferencesMutation.graphql";

// The kinds of non-essential email (schema.graphql, EmailKind), in one place for
// the profile's Email tab and the unsubscribe page.

export type EmailKind = Exclude<SchemaEmailKind, "%future added value">;

export type EmailKindText = {
  /** The switch's label: "Job alerts". */
  label: string;
  /** One line under the label. */
  description: string;
  /** In a sentence: "You will no longer get job alert emails from Canvass." */
  emails: string;
};

export const EMAIL_KINDS: Record<EmailKind, EmailKindText> = {
  MESSAGE_DIGEST: {
    label: "Message digests",
    description: "Your unread messages, gathered into one email 15 minutes after they arrive.",
    emails: "message digest emails",
  },
  JOB_ALERT: {
    label: "Job alerts",
    description: "New jobs that match the searches you saved.",
    emails: "job alert emails",
  },
  APPLICATION_UPDATES: {
    label: "Application updates",
    description: "News about your job applications and the applications to your jobs.",
    emails: "application update emails",
  },
  TEAM_UPDATES: {
    label: "Team updates",
    description: "When someone adds you to a team or changes your role in one.",
    emails: "team update emails",
  },
};

/** The kinds a user can get, in the order the tab lists them. Vendors post no
 * jobs, save no searches and join no teams (the server refuses them), so they
 * see only the kinds that can reach them: message digests and application
 * updates (vendors can apply to jobs). */
export function emailKindsFor(userType: string): EmailKind[] {
  return userType === "VENDOR"
    ? ["MESSAGE_DIGEST", "APPLICATION_UPDATES"]
    : ["MESSAGE_DIGEST", "JOB_ALERT", "APPLICATION_UPDATES", "TEAM_UPDATES"];
}

/** The text of a kind the server named (an unknown one reads as "these emails"). */
export function emailKindText(kind: string | null | undefined): EmailKindText | null {
  return kind && kind in EMAIL_KINDS ? EMAIL_KINDS[kind as EmailKind] : null;
}

export const unsubscribedText = (kind: string | null | undefined) =>
  `You will no longer get ${emailKindText(kind)?.emails ?? "these emails"} from Canvass.`;
export const resubscribedText = (kind: string | null | undefined) =>
  `You will get ${emailKindText(kind)?.emails ?? "these emails"} again.`;

/** The kind an unsubscribe token names ("USERID.KIND.MAC", internal/notify/prefs):
 * only to word the page before the click; the server checks the token. */
export function kindFromToken(token: string): EmailKind | null {
  const kind = token.split(".")[1]?.toUpperCase();
  return kind && kind in EMAIL_KINDS ? (kind as EmailKind) : null;
}

/** Where a member chooses their emails. */
export const EMAIL_PREFERENCES_PATH = "/profile?tab=email";
