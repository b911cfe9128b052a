/**
 * @generated SignedSource<<4727ee678839b0600d54976a406d2e44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VerificationKind = "CAMPAIGN" | "ORGANIZATION" | "VENDOR" | "%future added value";
export type VerificationStatus = "APPROVED" | "PENDING" | "REFUSED" | "%future added value";
export type VerificationTabQuery$variables = Record<PropertyKey, never>;
export type VerificationTabQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly verification: {
      readonly createdAt: string;
      readonly decidedAt: string | null | undefined;
      readonly decisionReason: string | null | undefined;
      readonly email: string;
      readonly emailConfirmed: boolean;
      readonly fecId: string | null | undefined;
      readonly id: string;
      readonly kind: VerificationKind;
      readonly name: string;
      readonly state: string | null | undefined;
      readonly stateCommitteeId: string | null | undefined;
      readonly status: VerificationStatus;
      readonly website: string;
    } | null | undefined;
    readonly verifiedOrganization: string | null | undefined;
  } | null | undefined;
};
export type VerificationTabQuery = {
  response: VerificationTabQuery$data;
  variables: VerificationTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
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
        "concreteType": "Verification",
        "kind": "LinkedField",
        "name": "verification",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "status",
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
            "name": "fecId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stateCommitteeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "website",
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
            "name": "emailConfirmed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "decisionReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "decidedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VerificationTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VerificationTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "08a59222fb60deba99689cbdb8f5e05b",
    "id": null,
    "metadata": {},
    "name": "VerificationTabQuery",
    "operationKind": "query",
    "text": "query VerificationTabQuery {\n  viewer {\n    id\n    verifiedOrganization\n    verification {\n      id\n      kind\n      status\n      name\n      fecId\n      stateCommitteeId\n      state\n      website\n      email\n      emailConfirmed\n      decisionReason\n      decidedAt\n      createdAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dcbed880ff04a95c02c3f1381cb9cf34";

export default node;
