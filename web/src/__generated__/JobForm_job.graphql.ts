/**
 * @generated SignedSource<<bc0ea2b816ba7429401dff850a658584>>
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
export type JobForm_job$data = {
  readonly databaseId: number;
  readonly deadline: string | null | undefined;
  readonly description: string;
  readonly electionDate: string | null | undefined;
  readonly id: string;
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
  readonly workplace: Workplace | null | undefined;
  readonly " $fragmentType": "JobForm_job";
};
export type JobForm_job$key = {
  readonly " $data"?: JobForm_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobForm_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobForm_job",
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
      "name": "workplace",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deadline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "electionDate",
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
    }
  ],
  "type": "Job",
  "abstractKey": null
};

(node as any).hash = "43515158613228ec2fcf6bcfe18e3732";

export default node;
