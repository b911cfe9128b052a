import { JobsTeaser } from "../jobs/JobsTeaser";

/** Slot for the "Campaign Job Board" teaser (jobs feature), inside the home
 * page's `#jobs` section. The teaser runs its own queries (see JobsTeaser.tsx)
 * so that its loading and error states stay inside the section. */
export function JobsTeaserSlot() {
  return <JobsTeaser />;
}
