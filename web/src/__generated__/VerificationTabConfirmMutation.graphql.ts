/**
 * @generated SignedSource<<016e35adde95f5a8b2d2c1bd661527cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "b117637643635af7232dbe28012f775f",
    "id": null,
    "metadata": {},
    "name": "VerificationTabConfirmMutation",
    "operationKind": "mutation",
    "text": "mutation VerificationTabConfirmMutation(\n  $input: ConfirmVerificationInput!\n) {\n  confirmVerification(input: $input) {\n    verification {\n      id\n      status\n      emailConfirmed\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ecd2c029dbb284126f8facf2a4e88f23";

export default node;
