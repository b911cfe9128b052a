import type { ComponentType } from "react";
import { useParams, type LoaderFunctionArgs } from "react-router";
import * as campaignPlan from "./CampaignPlanRoute";
import * as electionCalendar from "./ElectionCalendarRoute";
import * as gotvChecklist from "./GotvChecklistRoute";
import * as resource from "./ResourceRoute";
import * as videoTraining from "./VideoTrainingRoute";

// The resource centre's reading screens, one lazy module for the router
// (src/router.tsx): each lazy import and each route adds to the entry chunk every
// visitor loads, so `/resources/{id}` serves both a resource and, for the four fixed
// names below, the tool pages (resourceForms.ts holds the writing screens).
export * as list from "./ResourcesRoute";

type Page = { Component: ComponentType; loader?: () => unknown };

/** The tool pages by their path under /resources. */
export const TOOL_PAGES: Record<string, Page> = {
  "campaign-plan-template": campaignPlan,
  "gotv-checklist": gotvChecklist,
  "video-training": videoTraining,
  "election-calendar": electionCalendar,
};

function DetailOrTool() {
  const Tool = TOOL_PAGES[useParams().id ?? ""]?.Component;
  return Tool ? <Tool /> : <resource.Component />;
}

/** `/resources/:id`: a tool page, or the resource with that id. */
export const detail = {
  loader(args: LoaderFunctionArgs) {
    const tool = TOOL_PAGES[args.params.id ?? ""];
    return tool ? (tool.loader?.() ?? null) : resource.loader(args);
  },
  Component: DetailOrTool,
};
