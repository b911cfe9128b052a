/**
 * @generated SignedSource<<6da75916e507a4540599ed79fba80dc8>>
 * @relayHash d34ca99a6286a6ad98bba1ecf18d3c45
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a31c0b51abaaf1c9977be96ac1eb21c51ac2dce3e8604282d03667cf4891fe72

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResourceCardTestQuery$variables = Record<PropertyKey, never>;
export type ResourceCardTestQuery$data = {
  readonly resource: {
    readonly " $fragmentSpreads": FragmentRefs<"ResourceCard_resource">;
  } | null | undefined;
};
export type ResourceCardTestQuery = {
  response: ResourceCardTestQuery$data;
  variables: ResourceCardTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResourceCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Resource",
        "kind": "LinkedField",
        "name": "resource",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResourceCard_resource"
          }
        ],
        "storageKey": "resource(databaseId:7)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResourceCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Resource",
        "kind": "LinkedField",
        "name": "resource",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "title",
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
            "name": "category",
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
            "name": "readMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageUrl",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "profileImage",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "resource(databaseId:7)"
      }
    ]
  },
  "params": {
    "id": "a31c0b51abaaf1c9977be96ac1eb21c51ac2dce3e8604282d03667cf4891fe72",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "resource": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Resource"
        },
        "resource.author": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "resource.author.firstName": (v2/*:: as any*/),
        "resource.author.id": (v3/*:: as any*/),
        "resource.author.lastName": (v2/*:: as any*/),
        "resource.author.profileImage": (v4/*:: as any*/),
        "resource.category": {
          "enumValues": [
            "STRATEGY",
            "FUNDRAISING",
            "GOTV",
            "DIGITAL",
            "MEDIA",
            "FIELD",
            "LEGAL",
            "DATA"
          ],
          "nullable": false,
          "plural": false,
          "type": "ResourceCategory"
        },
        "resource.categoryLabel": (v2/*:: as any*/),
        "resource.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Time"
        },
        "resource.databaseId": (v5/*:: as any*/),
        "resource.description": (v2/*:: as any*/),
        "resource.id": (v3/*:: as any*/),
        "resource.imageUrl": (v4/*:: as any*/),
        "resource.readMinutes": (v5/*:: as any*/),
        "resource.title": (v2/*:: as any*/),
        "resource.viewerIsOwner": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "ResourceCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7064a0a98b7b221d05a37c69f8c08a0a";

export default node;
