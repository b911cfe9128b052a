import { Badge, HStack } from "@chakra-ui/react";
import { affiliationPalette, jobTypePalette } from "../../theme";
import { jobAffiliationLabel, jobTypeLabel, workplaceLabel } from "./jobLabels";

/** The jobType and politicalAffiliation badges (colours from src/theme.ts), the
 * workplace when given, and "Applied" / "Closed" markers. */
export function JobBadges({
  jobType,
  politicalAffiliation,
  workplace,
  applied,
  closed,
  verified,
}: {
  jobType: string;
  politicalAffiliation?: string | null;
  workplace?: string | null;
  applied?: boolean;
  closed?: boolean;
  /** The poster's verified organisation name (docs/trust.md). */
  verified?: string | null;
}) {
  return (
    <HStack gap="2" wrap="wrap">
      {verified && (
        <Badge colorPalette="green" variant="solid" data-testid="verified-badge">
          ✓ Verified: {verified}
        </Badge>
      )}
      <Badge colorPalette={jobTypePalette(jobType)} variant="subtle" data-testid="job-type-badge">
        {jobTypeLabel(jobType)}
      </Badge>
      {politicalAffiliation && (
        <Badge colorPalette={affiliationPalette(politicalAffiliation)} variant="subtle" data-testid="affiliation-badge">
          {jobAffiliationLabel(politicalAffiliation)}
        </Badge>
      )}
      {workplace && (
        <Badge colorPalette="gray" variant="outline">
          {workplaceLabel(workplace)}
        </Badge>
      )}
      {applied && (
        <Badge colorPalette="blue" variant="solid" data-testid="applied-badge">
          Applied
        </Badge>
      )}
      {closed && (
        <Badge colorPalette="gray" variant="solid">
          Closed
        </Badge>
      )}
    </HStack>
  );
}
