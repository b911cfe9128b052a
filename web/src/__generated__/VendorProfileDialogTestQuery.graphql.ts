/**
 * @generated SignedSource<<02da71f4ec45892e3b43427b62c18862>>
 * @relayHash e4967c3ce5fdfd41e804112cab119e36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e8212b6fb4eb7361add5c2f62c55550b8b637a92aeb747ee2159e0839fe30b9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorProfileDialogTestQuery$variables = Record<PropertyKey, never>;
export type VendorProfileDialogTestQuery$data = {
  readonly vendor: {
    readonly " $fragmentSpreads": FragmentRefs<"VendorProfileForm_vendor">;
  } | null | undefined;
};
export type VendorProfileDialogTestQuery = {
  response: VendorProfileDialogTestQuery$data;
  variables: VendorProfileDialogTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "databaseId",
    "value": 3
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
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorProfileDialogTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Vendor",
        "kind": "LinkedField",
        "name": "vendor",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VendorProfileForm_vendor"
          }
        ],
        "storageKey": "vendor(databaseId:3)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VendorProfileDialogTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Vendor",
        "kind": "LinkedField",
        "name": "vendor",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "category",
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
          }
        ],
        "storageKey": "vendor(databaseId:3)"
      }
    ]
  },
  "params": {
    "id": "6e8212b6fb4eb7361add5c2f62c55550b8b637a92aeb747ee2159e0839fe30b9",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "vendor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Vendor"
        },
        "vendor.affiliation": {
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
        "vendor.category": {
          "enumValues": [
            "MEDIA",
            "TECHNOLOGY",
            "CONSULTING",
            "DATA",
            "EVENTS",
            "MERCHANDISE",
            "FUNDRAISING",
            "LEGAL",
            "OTHER"
          ],
          "nullable": false,
          "plural": false,
          "type": "VendorCategory"
        },
        "vendor.description": (v1/*:: as any*/),
        "vendor.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "vendor.location": (v1/*:: as any*/),
        "vendor.logo": (v2/*:: as any*/),
        "vendor.name": (v1/*:: as any*/),
        "vendor.recentWork": (v2/*:: as any*/),
        "vendor.services": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        }
      }
    },
    "name": "VendorProfileDialogTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c65f6eadd16cf70dd7f320af6f5b52bd";

export default node;
