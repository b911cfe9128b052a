/**
 * @generated SignedSource<<1f21b87a138d9c293211314a6e588246>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorsTeaser_query$data = {
  readonly teaserVendors: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"VendorCard_vendor">;
      };
    }>;
  };
  readonly " $fragmentType": "VendorsTeaser_query";
};
export type VendorsTeaser_query$key = {
  readonly " $data"?: VendorsTeaser_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorsTeaser_query">;
};

import VendorsTeaserRefetchQuery_graphql from './VendorsTeaserRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "vendorCategory"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": VendorsTeaserRefetchQuery_graphql
    }
  },
  "name": "VendorsTeaser_query",
  "selections": [
    {
      "alias": "teaserVendors",
      "args": [
        {
          "fields": [
            {
              "kind": "Variable",
              "name": "category",
              "variableName": "vendorCategory"
            }
          ],
          "kind": "ObjectValue",
          "name": "filter"
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "VendorConnection",
      "kind": "LinkedField",
      "name": "vendors",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "VendorEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Vendor",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "VendorCard_vendor"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e03d6a5143c3c92302ba571cf8fc4be3";

export default node;
