import { TeamRoleLabels, TeamRolePalettes } from "../../generated/labels";
import type { FieldErrors } from "../../lib/forms";
import { parseJobId } from "../jobs/JobNotFound";

// Texts of the team screens: the spec's verbatim (sections 5, 6, 8), Canvass's own
// where the spec has none.

export const VENDOR_NO_TEAMS =
  "Vendor accounts do not have access to teams. This feature is only available for candidates and campaign staff.";
export const NAME_REQUIRED_TITLE = "Team Name Required";
export const NAME_REQUIRED = "Please enter a name for your team.";
export const MEMBER_REQUIRED_TITLE = "Member Required";
export const MEMBER_REQUIRED = "Please select a team member to add.";
export const UNEXPECTED = "An unexpected error occurred";
export const SEARCH_FAILED = "Failed to search for users";

export type TeamRole = "OWNER" | "ADMIN" | "MEMBER";

/** Role labels and badge colours: Go's teams.Roles (generated/labels.ts). */
export const roleLabels = TeamRoleLabels;

export function roleLabel(role: string | null | undefined): string {
  return (role && roleLabels[role]) || "Member";
}

/** Badge colour of a role. */
export function rolePalette(role: string | null | undefined): string {
  return (role && TeamRolePalettes[role]) || "gray";
}

/** The details card's legend of the roles (the rules of internal/teams). */
export const roleLegend: ReadonlyArray<{ role: TeamRole; text: string }> = [
  { role: "OWNER", text: "Created the team or received ownership. Manages everything and can transfer ownership." },
  { role: "ADMIN", text: "Edits the team, adds and removes members and changes their roles." },
  { role: "MEMBER", text: "Sees the team and its members, and can leave at any time." },
];

export function memberCountText(n: number): string {
  return n === 1 ? "1 member" : `${n} members`;
}

export type TeamFormValues = { name: string; description: string };
export type TeamFormKey = "name" | "description";
export const teamFormFields: ReadonlyArray<TeamFormKey> = ["name", "description"];

export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 1000;

/** Same rules as the server (internal/teams): name required, bounded lengths. */
export function validateTeam(v: TeamFormValues): FieldErrors<TeamFormKey> {
  const errors: FieldErrors<TeamFormKey> = {};
  const name = v.name.trim();
  if (!name) errors.name = NAME_REQUIRED;
  else if ([...name].length > MAX_NAME) errors.name = "Team name must be at most 100 characters.";
  if ([...v.description.trim()].length > MAX_DESCRIPTION) errors.description = "Description must be at most 1,000 characters.";
  return errors;
}

/** A team id from the URL, or null (then no query runs). */
export const parseTeamId = parseJobId;
