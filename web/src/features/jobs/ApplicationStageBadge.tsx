import { Badge } from "@chakra-ui/react";
import { ApplicationStageLabels, ApplicationStageMembers, ApplicationStagePalettes } from "../../generated/labels";

/** The stages a poster can move an application to (all but Withdrawn, the applicant's own). */
export const movableStages = /* @__PURE__ */ ApplicationStageMembers.filter((s) => s.value !== "WITHDRAWN");

export function stageLabel(stage: string): string {
  return ApplicationStageLabels[stage] ?? stage;
}

/** Where an application stands, in its stage's colour (generated from the server's table). */
export function ApplicationStageBadge({ stage }: { stage: string }) {
  return (
    <Badge colorPalette={ApplicationStagePalettes[stage] ?? "gray"} variant="subtle" data-testid="stage-badge">
      {stageLabel(stage)}
    </Badge>
  );
}
