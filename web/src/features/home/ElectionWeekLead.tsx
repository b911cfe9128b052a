import { lazy } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { ElectionWeekLeadQuery } from "../../__generated__/ElectionWeekLeadQuery.graphql";

// The week after a general election (issue 27): the home page of a signed-in
// candidate or campaign staff member leads with up to 6 people available now
// when they posted jobs (a campaign hiring), else with the newest jobs. The
// server decides (electionWeekLead, by its clock); on other days this renders
// nothing. A lazy chunk, loaded for signed-in members only (HomeRoute).

const leadQuery = graphql`
  query ElectionWeekLeadQuery {
    electionWeekLead {
      kind
    }
  }
`;

// The sections load only when there is one to show (their cards' code is not small).
const People = lazy(() => import("./ElectionWeekSections").then((m) => ({ default: m.People })));
const Jobs = lazy(() => import("./ElectionWeekSections").then((m) => ({ default: m.Jobs })));

/** The lead section, or nothing outside the week after an election. */
export function ElectionWeekLead() {
  const { electionWeekLead: lead } = useLazyLoadQuery<ElectionWeekLeadQuery>(leadQuery, {});
  if (lead?.kind === "AVAILABLE_PEOPLE") return <People />;
  if (lead?.kind === "NEW_JOBS") return <Jobs />;
  return null;
}
