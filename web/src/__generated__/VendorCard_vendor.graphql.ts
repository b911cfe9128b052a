/**
 * @generated SignedSource<<111b750036fbd41bad4ba4bd3152fda1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VendorAffiliation = "DEMOCRATIC" | "NONPARTISAN" | "OTHER" | "REPUBLICAN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VendorCard_vendor$data = {
  readonly affiliation: VendorAffiliation | null | undefined;
  readonly categoryLabel: string;
  readonly databaseId: number;
  readonly description: string;
  readonly location: string;
  readonly logo: string | null | undefined;
  readonly name: string;
  readonly verifiedOrganization: string | null | undefined;
  readonly " $fragmentType": "VendorCard_vendor";
};
export type VendorCard_vendor$key = {
  readonly " $data"?: VendorCard_vendor$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorCard_vendor">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorCard_vendor",
  "selections": [
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
    }
  ],
  "type": "Vendor",
  "abstractKey": null
};

(node as any).hash = "1678100c009da385af5a556a42a2cbf6";

export default node;
