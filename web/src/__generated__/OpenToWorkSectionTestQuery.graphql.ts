/**
 * @generated SignedSource<<5d3df2d25f30a20973dbd47df2c923bb>>
 * @relayHash 396b0ea8e7c39fabde0a047bc546f288
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff8f9177185019219977bc7968eec3d51159ee8280ef58c62deb34e9a15f1f05

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpenToWorkSectionTestQuery$variables = Record<PropertyKey, never>;
export type OpenToWorkSectionTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"OpenToWorkSection_user">;
  } | null | undefined;
};
export type OpenToWorkSectionTestQuery = {
  response: OpenToWorkSectionTestQuery$data;
  variables: OpenToWorkSectionTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpenToWorkSectionTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OpenToWorkSection_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpenToWorkSectionTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
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
            "concreteType": "OpenToWork",
            "kind": "LinkedField",
            "name": "openToWork",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "open",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "availableFrom",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "availability",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roles",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "states",
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
    "id": "ff8f9177185019219977bc7968eec3d51159ee8280ef58c62deb34e9a15f1f05",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.openToWork": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OpenToWork"
        },
        "viewer.openToWork.availability": (v0/*:: as any*/),
        "viewer.openToWork.availableFrom": (v0/*:: as any*/),
        "viewer.openToWork.open": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.openToWork.roles": {
          "enumValues": [
            "FIELD",
            "FINANCE",
            "COMMUNICATIONS",
            "DIGITAL",
            "MANAGEMENT",
            "OPERATIONS",
            "DATA"
          ],
          "nullable": false,
          "plural": true,
          "type": "RoleFamily"
        },
        "viewer.openToWork.states": {
          "enumValues": [
            "AL",
            "AK",
            "AZ",
            "AR",
            "CA",
            "CO",
            "CT",
            "DE",
            "DC",
            "FL",
            "GA",
            "HI",
            "ID",
            "IL",
            "IN",
            "IA",
            "KS",
            "KY",
            "LA",
            "ME",
            "MD",
            "MA",
            "MI",
            "MN",
            "MS",
            "MO",
            "MT",
            "NE",
            "NV",
            "NH",
            "NJ",
            "NM",
            "NY",
            "NC",
            "ND",
            "OH",
            "OK",
            "OR",
            "PA",
            "RI",
            "SC",
            "SD",
            "TN",
            "TX",
            "UT",
            "VT",
            "VA",
            "WA",
            "WV",
            "WI",
            "WY",
            "REMOTE"
          ],
          "nullable": false,
          "plural": true,
          "type": "OpenToWorkPlace"
        }
      }
    },
    "name": "OpenToWorkSectionTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a91bcccf087409af30d8b3feab86f6cf";

export default node;
