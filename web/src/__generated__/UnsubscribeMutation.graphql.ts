/**
 * @generated SignedSource<<4f3b369407dfeea342d25c8052972edc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailKind = "APPLICATION_UPDATES" | "JOB_ALERT" | "MESSAGE_DIGEST" | "TEAM_UPDATES" | "%future added value";
export type UnsubscribeInput = {
  enabled?: boolean | null | undefined;
  token: string;
};
export type UnsubscribeMutation$variables = {
  input: UnsubscribeInput;
};
export type UnsubscribeMutation$data = {
  readonly unsubscribe: {
    readonly enabled: boolean | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly kind: EmailKind | null | undefined;
  };
};
export type UnsubscribeMutation = {
  response: UnsubscribeMutation$data;
  variables: UnsubscribeMutation$variables;
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
    "concreteType": "UnsubscribePayload",
    "kind": "LinkedField",
    "name": "unsubscribe",
    "plural": false,
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
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
    "name": "UnsubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnsubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e9bcf4246d0b9c4958c900f71f6c5af5",
    "id": null,
    "metadata": {},
    "name": "UnsubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation UnsubscribeMutation(\n  $input: UnsubscribeInput!\n) {\n  unsubscribe(input: $input) {\n    kind\n    enabled\n    errors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0209e598ade2285736d324e42b74f98c";

export default node;
