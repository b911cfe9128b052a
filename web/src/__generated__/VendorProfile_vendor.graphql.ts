/**
 * @generated SignedSource<<6886bd8e5e0105d9279b103b5586ca9a>>
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
  readonly id: string;
  readonly location: string;
  readonly logo: string | null | undefined;
  readonly name: string;
  readonly owner: {
    readonly databaseId: number;
  };
  readonly recentWork: string | null | undefined;
  readonly services: ReadonlyArray<string>;
  readonly verifiedOrganization: string | null | undefined;
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

(node as any).hash = "c55a40f0015bea1df86c1d86e8d49af5";

export default node;
