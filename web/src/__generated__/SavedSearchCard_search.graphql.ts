/**
 * @generated SignedSource<<6a0390953d1cfae0ef38356032571c35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlertFrequency = "DAILY" | "INSTANT" | "OFF" | "WEEKLY" | "%future added value";
export type JobType = "CONTRACT" | "FULL_TIME" | "INTERNSHIP" | "PART_TIME" | "VOLUNTEER" | "%future added value";
export type PoliticalAffiliation = "DEMOCRATIC" | "GREEN" | "INDEPENDENT" | "LIBERTARIAN" | "NONE" | "OTHER" | "REPUBLICAN" | "%future added value";
export type Workplace = "HYBRID" | "ON_SITE" | "REMOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SavedSearchCard_search$data = {
  readonly boardPath: string;
  readonly filter: {
    readonly jobType: JobType | null | undefined;
    readonly location: string;
    readonly politicalAffiliation: PoliticalAffiliation | null | undefined;
    readonly search: string;
    readonly workplace: Workplace | null | undefined;
  };
  readonly frequency: AlertFrequency;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "SavedSearchCard_search";
};
export type SavedSearchCard_search$key = {
  readonly " $data"?: SavedSearchCard_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedSearchCard_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavedSearchCard_search",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "frequency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boardPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SavedSearchFilter",
      "kind": "LinkedField",
      "name": "filter",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "search",
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
          "name": "workplace",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SavedSearch",
  "abstractKey": null
};

(node as any).hash = "5530423a3351f5cae63452f315099216";

export default node;
