/**
 * @generated SignedSource<<cadcfc956743220ffa355d435e487691>>
 * @relayHash a36a9a7395a66e0a4455c9296179720f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8d6fd7aa10d5e0a7e0fa49dd64bdeb958163d5740961f3fe122344108c8e883

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorProfileHiddenTestQuery$variables = Record<PropertyKey, never>;
export type VendorProfileHiddenTestQuery$data = {
  readonly vendor: {
    readonly " $fragmentSpreads": FragmentRefs<"VendorProfile_vendor">;
  } | null | undefined;
};
export type VendorProfileHiddenTestQuery = {
  response: VendorProfileHiddenTestQuery$data;
  variables: VendorProfileHiddenTestQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorProfileHiddenTestQuery",
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
            "name": "VendorProfile_vendor"
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
    "name": "VendorProfileHiddenTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Vendor",
        "kind": "LinkedField",
        "name": "vendor",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "verifiedOrganization",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
            "name": "services",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recentWork",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerIsOwner",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hiddenByModerators",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hiddenReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "owner",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "vendor(databaseId:7)"
      }
    ]
  },
  "params": {
    "id": "b8d6fd7aa10d5e0a7e0fa49dd64bdeb958163d5740961f3fe122344108c8e883",
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
        "vendor.categoryLabel": (v3/*:: as any*/),
        "vendor.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Time"
        },
        "vendor.databaseId": (v4/*:: as any*/),
        "vendor.description": (v3/*:: as any*/),
        "vendor.hiddenByModerators": (v5/*:: as any*/),
        "vendor.hiddenReason": (v6/*:: as any*/),
        "vendor.id": (v7/*:: as any*/),
        "vendor.location": (v3/*:: as any*/),
        "vendor.logo": (v6/*:: as any*/),
        "vendor.name": (v3/*:: as any*/),
        "vendor.owner": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "vendor.owner.databaseId": (v4/*:: as any*/),
        "vendor.owner.id": (v7/*:: as any*/),
        "vendor.recentWork": (v6/*:: as any*/),
        "vendor.services": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "vendor.verifiedOrganization": (v6/*:: as any*/),
        "vendor.viewerIsOwner": (v5/*:: as any*/)
      }
    },
    "name": "VendorProfileHiddenTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "50de8a7aac0a270987b8dfe6469ec2bd";

export default node;
