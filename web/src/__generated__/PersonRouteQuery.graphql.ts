/**
 * @generated SignedSource<<75ff6216ebd826ed4270efae67fefbed>>
 * @relayHash d4f23fe9d9105af2d0cb1f13c2b45d6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c4bd2197b769893ef53f621502e65844aeb31b46e3fa9460487d77d2c7b60fa

import { ConcreteRequest } from 'relay-runtime';
export type RoleFamily = "COMMUNICATIONS" | "DATA" | "DIGITAL" | "FIELD" | "FINANCE" | "MANAGEMENT" | "OPERATIONS" | "%future added value";
export type UserType = "CAMPAIGN_STAFF" | "CANDIDATE" | "VENDOR" | "%future added value";
export type PersonRouteQuery$variables = {
  id: number;
};
export type PersonRouteQuery$data = {
  readonly user: {
    readonly bio: string | null | undefined;
    readonly currentPosition: string | null | undefined;
    readonly databaseId: number;
    readonly education: string | null | undefined;
    readonly firstName: string;
    readonly hiddenByModerators: boolean;
    readonly hiddenReason: string | null | undefined;
    readonly id: string;
    readonly lastName: string;
    readonly location: string | null | undefined;
    readonly openToWork: {
      readonly availability: string;
      readonly availableNow: boolean;
      readonly open: boolean;
      readonly roles: ReadonlyArray<RoleFamily>;
      readonly stateNames: ReadonlyArray<string>;
    } | null | undefined;
    readonly profileImage: string | null | undefined;
    readonly skills: string | null | undefined;
    readonly userType: UserType;
  } | null | undefined;
};
export type PersonRouteQuery = {
  response: PersonRouteQuery$data;
  variables: PersonRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "databaseId",
        "variableName": "id"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "user",
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
        "name": "databaseId",
        "storageKey": null
      },
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
        "name": "location",
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
        "name": "currentPosition",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "availableNow",
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
            "name": "stateNames",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PersonRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PersonRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4c4bd2197b769893ef53f621502e65844aeb31b46e3fa9460487d77d2c7b60fa",
    "metadata": {},
    "name": "PersonRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "604b363ba694c7be17a7fa6d8b5bbced";

export default node;
