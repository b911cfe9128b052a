/**
 * @generated SignedSource<<0e634f151d9015065fc1dffd968fe5bf>>
 * @relayHash ff2a987cde92684db88bad594c7ff7e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e8e10f77e7b90c7c61d9cdc36fe94cb43e01be4a69e6daeca02bb9b558e13d68

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileOverviewTestQuery$variables = Record<PropertyKey, never>;
export type ProfileOverviewTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ProfileOverview_user">;
  } | null | undefined;
};
export type ProfileOverviewTestQuery = {
  response: ProfileOverviewTestQuery$data;
  variables: ProfileOverviewTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v3 = {
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
    "name": "ProfileOverviewTestQuery",
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
            "name": "ProfileOverview_user"
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
    "name": "ProfileOverviewTestQuery",
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
            "name": "userType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "jobsAppliedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "jobsPostedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "connectionsCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resourcesSavedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "jobsSavedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadMessageCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Vendor",
            "kind": "LinkedField",
            "name": "vendorProfile",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "profileViews",
                "storageKey": null
              },
              (v0/*:: as any*/)
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
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e8e10f77e7b90c7c61d9cdc36fe94cb43e01be4a69e6daeca02bb9b558e13d68",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.connectionsCount": (v1/*:: as any*/),
        "viewer.currentPosition": (v2/*:: as any*/),
        "viewer.education": (v2/*:: as any*/),
        "viewer.id": (v3/*:: as any*/),
        "viewer.jobsAppliedCount": (v1/*:: as any*/),
        "viewer.jobsPostedCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "viewer.jobsSavedCount": (v1/*:: as any*/),
        "viewer.previousPositions": (v2/*:: as any*/),
        "viewer.resourcesSavedCount": (v1/*:: as any*/),
        "viewer.skills": (v2/*:: as any*/),
        "viewer.unreadMessageCount": (v1/*:: as any*/),
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
        "viewer.vendorProfile": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Vendor"
        },
        "viewer.vendorProfile.id": (v3/*:: as any*/),
        "viewer.vendorProfile.profileViews": (v1/*:: as any*/)
      }
    },
    "name": "ProfileOverviewTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cbc353b38a1e8fdf4cb741f3c0e52a3d";

export default node;
