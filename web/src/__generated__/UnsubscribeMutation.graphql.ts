/**
 * @generated SignedSource<<b8c3df1dab020876bd0d316533d660fb>>
 * @relayHash e9bcf4246d0b9c4958c900f71f6c5af5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a23d9cca970e70fb75bc0a8d418a59e845e2f997bd0144073a07debcec7d4a4d

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
    "id": "a23d9cca970e70fb75bc0a8d418a59e845e2f997bd0144073a07debcec7d4a4d",
    "metadata": {},
    "name": "UnsubscribeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0209e598ade2285736d324e42b74f98c";

export default node;
