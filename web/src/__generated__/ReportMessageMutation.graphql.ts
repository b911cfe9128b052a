/**
 * @generated SignedSource<<8bcb540215af7475f3203bed7f0536de>>
 * @relayHash f311e8a3955616337e8c6e5673a60d96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a3ee3c764c6e9dd18c6ca57cab8a7f9078d19f76115b9858a3226a9e3865dd0

import { ConcreteRequest } from 'relay-runtime';
export type ReportMessageInput = {
  messageId: string;
  reason: string;
};
export type ReportMessageMutation$variables = {
  input: ReportMessageInput;
};
export type ReportMessageMutation$data = {
  readonly reportMessage: {
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly ok: boolean;
  };
};
export type ReportMessageMutation = {
  response: ReportMessageMutation$data;
  variables: ReportMessageMutation$variables;
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
    "concreteType": "ReportMessagePayload",
    "kind": "LinkedField",
    "name": "reportMessage",
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
    "name": "ReportMessageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportMessageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7a3ee3c764c6e9dd18c6ca57cab8a7f9078d19f76115b9858a3226a9e3865dd0",
    "metadata": {},
    "name": "ReportMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9ce47a8f401e6be707e4049152cf88c1";

export default node;
