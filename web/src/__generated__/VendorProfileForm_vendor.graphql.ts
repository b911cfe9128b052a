/**
 * @generated SignedSource<<d25ed029c47268af41bc8efbea7f9fdb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VendorAffiliation = "DEMOCRATIC" | "NONPARTISAN" | "OTHER" | "REPUBLICAN" | "%future added value";
export type VendorCategory = "CONSULTING" | "DATA" | "EVENTS" | "FUNDRAISING" | "LEGAL" | "MEDIA" | "MERCHANDISE" | "OTHER" | "TECHNOLOGY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VendorProfileForm_vendor$data = {
  readonly affiliation: VendorAffiliation | null | undefined;
  readonly category: VendorCategory;
  readonly description: string;
  readonly id: string;
  readonly location: string;
  readonly logo: string | null | undefined;
  readonly name: string;
  readonly recentWork: string | null | undefined;
  readonly services: ReadonlyArray<string>;
  readonly " $fragmentType": "VendorProfileForm_vendor";
};
export type VendorProfileForm_vendor$key = {
  readonly " $data"?: VendorProfileForm_vendor$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorProfileForm_vendor">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorProfileForm_vendor",
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
      "name": "category",
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
    }
  ],
  "type": "Vendor",
  "abstractKey": null
};

(node as any).hash = "ea7a1517f24ba6a51c19ba8d7907a504";

export default node;
