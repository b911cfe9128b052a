/**
 * @generated SignedSource<<2310837e03a194d944a001171638d6b4>>
 * @relayHash fe9f95b4c8bb7703c3c0543d0aaed940
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 751d628171d3717c7e4278fdfce61dc59499d78364981bc93a4aac9c0f8093ae

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailPreferencesTabTestQuery$variables = Record<PropertyKey, never>;
export type EmailPreferencesTabTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"EmailPreferencesTab_user">;
  } | null | undefined;
};
export type EmailPreferencesTabTestQuery = {
  response: EmailPreferencesTabTestQuery$data;
  variables: EmailPreferencesTabTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailPreferencesTabTestQuery",
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
            "name": "EmailPreferencesTab_user"
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
    "name": "EmailPreferencesTabTestQuery",
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
            "concreteType": "EmailPreference",
            "kind": "LinkedField",
            "name": "emailPreferences",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              }
            ],
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
    "id": "751d628171d3717c7e4278fdfce61dc59499d78364981bc93a4aac9c0f8093ae",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.email": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.emailPreferences": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "EmailPreference"
        },
        "viewer.emailPreferences.enabled": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.emailPreferences.kind": {
          "enumValues": [
            "MESSAGE_DIGEST",
            "JOB_ALERT",
            "APPLICATION_UPDATES",
            "TEAM_UPDATES"
          ],
          "nullable": false,
          "plural": false,
          "type": "EmailKind"
        },
        "viewer.emailVerified": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.userType": {
          "enumValues": [
            "CANDIDATE",
            "CAMPAIGN_STAFF",
            "VENDOR"
          ],
          "nullable": false,
          "plural": false,
          "type": "UserType"
        }
      }
    },
    "name": "EmailPreferencesTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "87a8d2bbb5ef30e42769f2287da6ee5c";

export default node;
