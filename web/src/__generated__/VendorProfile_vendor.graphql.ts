/**
 * @generated SignedSource<<c31941dfd609da37b9e0c409db57a166>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VendorAffiliation = "DEMOCRATIC" | "NONPARTISAN" | "OTHER" | "REPUBLICAN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VendorProfile_vendor$data = {
  readonly affiliation: VendorAffiliation | null | undefined;
  readonly categoryLabel: string;
  readonly createdAt: string;
  readonly databaseId: number;
  readonly description: string;
  readonly hiddenByModerators: boolean;
  readonly hiddenReason: string | null | undefined;
  readonly location: string;
  readonly logo: string | null | undefined;
  readonly name: string;
  readonly owner: {
    readonly databaseId: number;
  };
  readonly recentWork: string | null | undefined;
  readonly services: ReadonlyArray<string>;
  readonly viewerIsOwner: boolean;
  readonly " $fragmentType": "VendorProfile_vendor";
};
export type VendorProfile_vendor$key = {
  readonly " $data"?: VendorProfile_vendor$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorProfile_vendor">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorProfile_vendor",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "createdAt",
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
      "name": "hiddenByModerators",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Vendor",
  "abstractKey": null
};
})();

(node as any).hash = "aa786bd5795343c2ede4bc96507ff3a8";

export default node;
