/**
 * @generated SignedSource<<88b8cea107ca5d329435580087a9c50a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorDashboard_user$data = {
  readonly vendorProfile: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"VendorProfileForm_vendor" | "VendorProfileSummary_vendor">;
  } | null | undefined;
  readonly " $fragmentType": "VendorDashboard_user";
};
export type VendorDashboard_user$key = {
  readonly " $data"?: VendorDashboard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorDashboard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorDashboard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Vendor",
      "kind": "LinkedField",
      "name": "vendorProfile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "VendorProfileSummary_vendor"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "VendorProfileForm_vendor"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0d689b7831fe2ef51ce5889587c715b0";

export default node;
