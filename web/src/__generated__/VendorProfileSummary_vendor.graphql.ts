/**
 * @generated SignedSource<<8a50084d237c13e36283bbbad030fe0e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VendorAffiliation = "DEMOCRATIC" | "NONPARTISAN" | "OTHER" | "REPUBLICAN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VendorProfileSummary_vendor$data = {
  readonly affiliation: VendorAffiliation | null | undefined;
  readonly categoryLabel: string;
  readonly databaseId: number;
  readonly description: string;
  readonly hiddenByModerators: boolean;
  readonly location: string;
  readonly logo: string | null | undefined;
  readonly name: string;
  readonly recentWork: string | null | undefined;
  readonly services: ReadonlyArray<string>;
  readonly " $fragmentType": "VendorProfileSummary_vendor";
};
export type VendorProfileSummary_vendor$key = {
  readonly " $data"?: VendorProfileSummary_vendor$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorProfileSummary_vendor">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorProfileSummary_vendor",
  "selections": [
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "categoryLabel",
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
      "name": "affiliation",
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
      "name": "logo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "services",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recentWork",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenByModerators",
      "storageKey": null
    }
  ],
  "type": "Vendor",
  "abstractKey": null
};

(node as any).hash = "a894019137487f9d65b319dc7a40f7f0";

export default node;
