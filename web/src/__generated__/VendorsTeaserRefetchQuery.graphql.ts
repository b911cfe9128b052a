/**
 * @generated SignedSource<<1a8fa2ea2631fb736031cb998cb8f497>>
 * @relayHash ea9a33cbfb58f4a2bf2e4f0a70e60b9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dff9d1a9382ba03d52b6e6f5cfaa92b3f440d430d408aa1d539799a93fd0c421

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
    "id": "dff9d1a9382ba03d52b6e6f5cfaa92b3f440d430d408aa1d539799a93fd0c421",
    "metadata": {},
    "name": "VendorsTeaserRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e03d6a5143c3c92302ba571cf8fc4be3";

export default node;
