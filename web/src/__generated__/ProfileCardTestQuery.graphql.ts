/**
 * @generated SignedSource<<2a9d6f2730d3d4960cb054b623cd0621>>
 * @relayHash cff11c7ee19824b65bf50e20a26b0633
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d99e44948c2b00cfce2617c4f830d4e5e29b47e7371e060c6692274ef3ee9020

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileCardTestQuery$variables = Record<PropertyKey, never>;
export type ProfileCardTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ProfessionalInfoCard_user" | "ProfileCard_user">;
  } | null | undefined;
};
export type ProfileCardTestQuery = {
  response: ProfileCardTestQuery$data;
  variables: ProfileCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v1 = {
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
    "name": "ProfileCardTestQuery",
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
            "name": "ProfileCard_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfessionalInfoCard_user"
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
    "name": "ProfileCardTestQuery",
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
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "profileImage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bio",
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailVerified",
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
                "name": "availability",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentPosition",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "previousPositions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "education",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "skills",
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d99e44948c2b00cfce2617c4f830d4e5e29b47e7371e060c6692274ef3ee9020",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.bio": (v0/*:: as any*/),
        "viewer.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Time"
        },
        "viewer.currentPosition": (v0/*:: as any*/),
        "viewer.education": (v0/*:: as any*/),
        "viewer.email": (v0/*:: as any*/),
        "viewer.emailVerified": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.firstName": (v1/*:: as any*/),
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.lastName": (v1/*:: as any*/),
        "viewer.location": (v0/*:: as any*/),
        "viewer.openToWork": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OpenToWork"
        },
        "viewer.openToWork.availability": (v1/*:: as any*/),
        "viewer.openToWork.open": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.previousPositions": (v0/*:: as any*/),
        "viewer.profileImage": (v0/*:: as any*/),
        "viewer.skills": (v0/*:: as any*/),
        "viewer.userType": {
          "enumValues": [
            "CANDIDATE",
            "CAMPAIGN_STAFF",
            "VENDOR"
          ],
          "nullable": false,
          "plural": false,
          "type": "UserType"
        },
        "viewer.username": (v1/*:: as any*/)
      }
    },
    "name": "ProfileCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d72eca33208a3fec01c952b612e1b902";

export default node;
