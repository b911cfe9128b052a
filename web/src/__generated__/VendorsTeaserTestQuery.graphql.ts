/**
 * @generated SignedSource<<e0fa18ec2305d1805f4de75e1e6e8f67>>
 * @relayHash 272f33e6b5d27dc721aee628ca65ca12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d91d20110a43325e53ba1c9b546d443d81d74ea418bfb81a98f5634956844da

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorsTeaserTestQuery$variables = Record<PropertyKey, never>;
export type VendorsTeaserTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VendorsTeaser_query">;
};
export type VendorsTeaserTestQuery = {
  response: VendorsTeaserTestQuery$data;
  variables: VendorsTeaserTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorsTeaserTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VendorsTeaser_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VendorsTeaserTestQuery",
    "selections": [
      {
        "alias": "teaserVendors",
        "args": [
          {
            "fields": [
              {
                "kind": "Literal",
                "name": "category",
                "value": null
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
        "storageKey": "vendors(filter:{\"category\":null},first:3)"
      }
    ]
  },
  "params": {
    "id": "6d91d20110a43325e53ba1c9b546d443d81d74ea418bfb81a98f5634956844da",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "teaserVendors": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "VendorConnection"
        },
        "teaserVendors.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "VendorEdge"
        },
        "teaserVendors.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Vendor"
        },
        "teaserVendors.edges.node.affiliation": {
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
        "teaserVendors.edges.node.categoryLabel": (v0/*:: as any*/),
        "teaserVendors.edges.node.databaseId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "teaserVendors.edges.node.description": (v0/*:: as any*/),
        "teaserVendors.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "teaserVendors.edges.node.location": (v0/*:: as any*/),
        "teaserVendors.edges.node.logo": (v1/*:: as any*/),
        "teaserVendors.edges.node.name": (v0/*:: as any*/),
        "teaserVendors.edges.node.verifiedOrganization": (v1/*:: as any*/)
      }
    },
    "name": "VendorsTeaserTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6c33697277230984747de2dac732bb65";

export default node;
