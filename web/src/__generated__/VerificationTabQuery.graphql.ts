/**
 * @generated SignedSource<<854ccea72ebff5dc26a9ca09c6c2bef3>>
 * @relayHash 08a59222fb60deba99689cbdb8f5e05b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd78c9af1e8cb7d0864a4c895bbadee8817137da9cc9e88e77ffc68852fc80ee

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
    "id": "fd78c9af1e8cb7d0864a4c895bbadee8817137da9cc9e88e77ffc68852fc80ee",
    "metadata": {},
    "name": "VerificationTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dcbed880ff04a95c02c3f1381cb9cf34";

export default node;
