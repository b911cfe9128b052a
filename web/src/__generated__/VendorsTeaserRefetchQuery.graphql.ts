/**
 * @generated SignedSource<<2dd3b5421cf6f1e2425e23cceea213a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorsTeaserRefetchQuery$variables = {
  vendorCategory?: string | null | undefined;
};
export type VendorsTeaserRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VendorsTeaser_query">;
};
export type VendorsTeaserRefetchQuery = {
  response: VendorsTeaserRefetchQuery$data;
  variables: VendorsTeaserRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "vendorCategory"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorsTeaserRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "vendorCategory",
            "variableName": "vendorCategory"
          }
        ],
        "kind": "FragmentSpread",
        "name": "VendorsTeaser_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VendorsTeaserRefetchQuery",
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
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ea9a33cbfb58f4a2bf2e4f0a70e60b9a",
    "id": null,
    "metadata": {},
    "name": "VendorsTeaserRefetchQuery",
    "operationKind": "query",
    "text": "query VendorsTeaserRefetchQuery(\n  $vendorCategory: String\n) {\n  ...VendorsTeaser_query_253MOT\n}\n\nfragment VendorCard_vendor on Vendor {\n  verifiedOrganization\n  databaseId\n  name\n  categoryLabel\n  location\n  affiliation\n  description\n  logo\n}\n\nfragment VendorsTeaser_query_253MOT on Query {\n  teaserVendors: vendors(first: 3, filter: {category: $vendorCategory}) {\n    edges {\n      node {\n        id\n        ...VendorCard_vendor\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e03d6a5143c3c92302ba571cf8fc4be3";

export default node;
