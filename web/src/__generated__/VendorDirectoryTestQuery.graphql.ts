/**
 * @generated SignedSource<<9d18a25c4825ebe834c6482d17234827>>
 * @relayHash fe4b6a9527292689de1c5db4adf2d285
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35e51e46f011cadccf263077f4332439828b22e85319f920cff533e657d5ae79

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorDirectoryTestQuery$variables = Record<PropertyKey, never>;
export type VendorDirectoryTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VendorDirectory_query">;
};
export type VendorDirectoryTestQuery = {
  response: VendorDirectoryTestQuery$data;
  variables: VendorDirectoryTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "NAME"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorDirectoryTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VendorDirectory_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VendorDirectoryTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "VendorConnection",
        "kind": "LinkedField",
        "name": "vendors",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCountCapped",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCountIsCapped",
            "storageKey": null
          },
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "vendors(first:12,orderBy:\"NAME\")"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": [
          "filter",
          "orderBy"
        ],
        "handle": "connection",
        "key": "VendorDirectory_vendors",
        "kind": "LinkedHandle",
        "name": "vendors"
      }
    ]
  },
  "params": {
    "id": "35e51e46f011cadccf263077f4332439828b22e85319f920cff533e657d5ae79",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "vendors": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "VendorConnection"
        },
        "vendors.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "VendorEdge"
        },
        "vendors.edges.cursor": (v1/*:: as any*/),
        "vendors.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Vendor"
        },
        "vendors.edges.node.__typename": (v1/*:: as any*/),
        "vendors.edges.node.affiliation": {
          "enumValues": [
            "DEMOCRATIC",
            "REPUBLICAN",
            "NONPARTISAN",
            "OTHER"
          ],
          "nullable": true,
          "plural": false,
          "type": "VendorAffiliation"
        },
        "vendors.edges.node.categoryLabel": (v1/*:: as any*/),
        "vendors.edges.node.databaseId": (v2/*:: as any*/),
        "vendors.edges.node.description": (v1/*:: as any*/),
        "vendors.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "vendors.edges.node.location": (v1/*:: as any*/),
        "vendors.edges.node.logo": (v3/*:: as any*/),
        "vendors.edges.node.name": (v1/*:: as any*/),
        "vendors.edges.node.verifiedOrganization": (v3/*:: as any*/),
        "vendors.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "vendors.pageInfo.endCursor": (v3/*:: as any*/),
        "vendors.pageInfo.hasNextPage": (v4/*:: as any*/),
        "vendors.totalCountCapped": (v2/*:: as any*/),
        "vendors.totalCountIsCapped": (v4/*:: as any*/)
      }
    },
    "name": "VendorDirectoryTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "444ee48590193b8cc24325cc5d3ed03b";

export default node;
