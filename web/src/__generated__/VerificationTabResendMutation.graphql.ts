/**
 * @generated SignedSource<<952e55ed872ef25cb891f0f1b302a230>>
 * @relayHash 72004b500b477aee870a2a613c295539
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e76c20fd0c238f072583143876fba40a40c3733efcdae20dd1676409a8ede698

import { ConcreteRequest } from 'relay-runtime';
export type VerificationTabResendMutation$variables = Record<PropertyKey, never>;
export type VerificationTabResendMutation$data = {
  readonly resendVerificationCode: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly ok: boolean;
  };
};
export type VerificationTabResendMutation = {
  response: VerificationTabResendMutation$data;
  variables: VerificationTabResendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ResendVerificationCodePayload",
    "kind": "LinkedField",
    "name": "resendVerificationCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VerificationTabResendMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VerificationTabResendMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e76c20fd0c238f072583143876fba40a40c3733efcdae20dd1676409a8ede698",
    "metadata": {},
    "name": "VerificationTabResendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "893276fc83953647f935357d9769ac48";

export default node;
