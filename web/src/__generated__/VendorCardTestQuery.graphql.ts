/**
 * @generated SignedSource<<c539cd6b737ad90a1251b2b9ac064c35>>
 * @relayHash 9ad9225e1c2b22bc01544d04a18cf772
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03d94e2b762067f1bf6d1dae29f757ec1bc7f2ba768c8c746dd1bd7d3bec067b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorCardTestQuery$variables = Record<PropertyKey, never>;
export type VendorCardTestQuery$data = {
  readonly vendor: {
    readonly " $fragmentSpreads": FragmentRefs<"VendorCard_vendor">;
  } | null | undefined;
};
export type VendorCardTestQuery = {
  response: VendorCardTestQuery$data;
  variables: VendorCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "databaseId",
    "value": 7
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
    "name": "VendorCardTestQuery",
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
            "name": "VendorCard_vendor"
          }
        ],
        "storageKey": "vendor(databaseId:7)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VendorCardTestQuery",
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "vendor(databaseId:7)"
      }
    ]
  },
  "params": {
    "id": "03d94e2b762067f1bf6d1dae29f757ec1bc7f2ba768c8c746dd1bd7d3bec067b",
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
        "vendor.categoryLabel": (v1/*:: as any*/),
        "vendor.databaseId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
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
        "vendor.verifiedOrganization": (v2/*:: as any*/)
      }
    },
    "name": "VendorCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "993ace67b537143e2f536690509d4e36";

export default node;
