// Open to work's option lists and labels, from the Go tables (labelgen): role
// families (insights.Roles) and places (people.Places: the states and DC, Remote).
// Apart from peopleFilters so that the profile's form and the cards do not load
// the list kit.

import { OpenToWorkPlaceLabels, OpenToWorkPlaceMembers } from "../../generated/OpenToWorkPlace";
import { RoleFamilyLabels, RoleFamilyMembers } from "../../generated/labels";

/** Role families (Go's insights.Roles) as select options, in their order. */
export const roleOptions = RoleFamilyMembers.map((m) => ({ value: m.value, label: m.label }));

/** Places (Go's people.Places): the states and DC by code, then Remote. */
export const placeOptions = OpenToWorkPlaceMembers.map((m) => ({ value: m.value, label: m.label }));

export const roleLabel = (r: string) => RoleFamilyLabels[r] ?? r;
export const placeLabel = (p: string) => OpenToWorkPlaceLabels[p] ?? p;
