/**
 * @generated SignedSource<<dc1fb0253b022633b02e1bbf3b42f7e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type JobType = "CONTRACT" | "FULL_TIME" | "INTERNSHIP" | "PART_TIME" | "VOLUNTEER" | "%future added value";
export type PoliticalAffiliation = "DEMOCRATIC" | "GREEN" | "INDEPENDENT" | "LIBERTARIAN" | "NONE" | "OTHER" | "REPUBLICAN" | "%future added value";
export type SalaryPeriod = "HOUR" | "MONTH" | "STIPEND" | "YEAR" | "%future added value";
export type Workplace = "HYBRID" | "ON_SITE" | "REMOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type JobCard_job$data = {
  readonly createdAt: string;
  readonly databaseId: number;
  readonly description: string;
  readonly id: string;
  readonly isClosed: boolean;
  readonly jobType: JobType;
  readonly location: string;
  readonly organization: string;
  readonly politicalAffiliation: PoliticalAffiliation | null | undefined;
  readonly salary: {
    readonly max: number | null | undefined;
    readonly min: number | null | undefined;
    readonly period: SalaryPeriod;
  } | null | undefined;
  readonly title: string;
  readonly verifiedOrganization: string | null | undefined;
  readonly viewerHasApplied: boolean;
  readonly viewerHasSaved: boolean;
  readonly viewerIsOwner: boolean;
  readonly workplace: Workplace | null | undefined;
  readonly " $fragmentType": "JobCard_job";
};
export type JobCard_job$key = {
  readonly " $data"?: JobCard_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobCard_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobCard_job",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verifiedOrganization",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organization",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jobType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "politicalAffiliation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "workplace",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Salary",
      "kind": "LinkedField",
      "name": "salary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "period",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isClosed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsOwner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasApplied",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasSaved",
      "storageKey": null
    }
  ],
  "type": "Job",
  "abstractKey": null
};

(node as any).hash = "1e4da30c9f266603d4955a6f47f9cae5";

export default node;
