/**
 * @generated SignedSource<<7e6d7bd7e658b2a6c98cc1de01a10be5>>
 * @relayHash b117637643635af7232dbe28012f775f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfe84046ff8c40b5f00b8a83afc7e36a49f17e19e7bbc43e5ceb60ed9b0f9d87

import { ConcreteRequest } from 'relay-runtime';
export type VerificationStatus = "APPROVED" | "PENDING" | "REFUSED" | "%future added value";
export type ConfirmVerificationInput = {
  code: string;
};
export type VerificationTabConfirmMutation$variables = {
  input: ConfirmVerificationInput;
};
export type VerificationTabConfirmMutation$data = {
  readonly confirmVerification: {
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly verification: {
      readonly emailConfirmed: boolean;
      readonly id: string;
      readonly status: VerificationStatus;
    } | null | undefined;
  };
};
export type VerificationTabConfirmMutation = {
  response: VerificationTabConfirmMutation$data;
  variables: VerificationTabConfirmMutation$variables;
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
    "name": "confirmVerification",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailConfirmed",
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
    "name": "VerificationTabConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VerificationTabConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dfe84046ff8c40b5f00b8a83afc7e36a49f17e19e7bbc43e5ceb60ed9b0f9d87",
    "metadata": {},
    "name": "VerificationTabConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ecd2c029dbb284126f8facf2a4e88f23";

export default node;
