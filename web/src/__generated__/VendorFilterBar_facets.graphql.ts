/**
 * @generated SignedSource<<a76867b284f326e7b24f08e7b99875b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorFilterBar_facets$data = {
  readonly affiliations: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly categories: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly locations: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "VendorFilterBar_facets";
};
export type VendorFilterBar_facets$key = {
  readonly " $data"?: VendorFilterBar_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorFilterBar_facets">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorFilterBar_facets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "locations",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "affiliations",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "VendorFacets",
  "abstractKey": null
};
})();

(node as any).hash = "0c75b006e3b0e07824e6f7471d684092";

export default node;
