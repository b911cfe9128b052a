/**
 * @generated SignedSource<<13814beae716df5436d68ffe2abce0c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResourceFilterBar_facets$data = {
  readonly categories: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "ResourceFilterBar_facets";
};
export type ResourceFilterBar_facets$key = {
  readonly " $data"?: ResourceFilterBar_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResourceFilterBar_facets">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResourceFilterBar_facets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
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
      ],
      "storageKey": null
    }
  ],
  "type": "ResourceFacets",
  "abstractKey": null
};

(node as any).hash = "d58c075a5850804dc9a12fe7a3977480";

export default node;
