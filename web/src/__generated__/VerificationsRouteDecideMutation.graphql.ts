/**
 * @generated SignedSource<<1a549d08a97a9cceb795e5036a74e157>>
 * @relayHash 2db65a1567019a1ed6de099cf1c8051f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID efe9f546bcca336a69e3da2e44bd4efdb8fd4501fb5fa9d6cad7f387d8176687

import { ConcreteRequest } from 'relay-runtime';
export type VerificationDecision = "APPROVE" | "REFUSE" | "%future added value";
export type VerificationStatus = "APPROVED" | "PENDING" | "REFUSED" | "%future added value";
export type DecideVerificationInput = {
  decision: VerificationDecision;
  id: string;
  reason: string;
};
export type VerificationsRouteDecideMutation$variables = {
  input: DecideVerificationInput;
};
export type VerificationsRouteDecideMutation$data = {
  readonly decideVerification: {
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly verification: {
      readonly id: string;
      readonly status: VerificationStatus;
    } | null | undefined;
  };
};
export type VerificationsRouteDecideMutation = {
  response: VerificationsRouteDecideMutation$data;
  variables: VerificationsRouteDecideMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "VerificationPayload",
    "kind": "LinkedField",
    "name": "decideVerification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Verification",
        "kind": "LinkedField",
        "name": "verification",
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
            "name": "status",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "name": "VerificationsRouteDecideMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VerificationsRouteDecideMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "efe9f546bcca336a69e3da2e44bd4efdb8fd4501fb5fa9d6cad7f387d8176687",
    "metadata": {},
    "name": "VerificationsRouteDecideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8c5010396428577a16fd06a68db0b447";

export default node;
