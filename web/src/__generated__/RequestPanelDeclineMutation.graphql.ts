/**
 * @generated SignedSource<<a3d0ed9a0e3fe2e440e0981f10b205e2>>
 * @relayHash 3d67d9fa2d371e7928a029ecb4d90f9e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff05af1136ce0d6e6627fe10b142be08d13ec8fec371f99bccedadaf1d35effe

import { ConcreteRequest } from 'relay-runtime';
export type MessageRequestState = "NONE" | "RECEIVED" | "SENT" | "%future added value";
export type MessageRequestInput = {
  userId: string;
};
export type RequestPanelDeclineMutation$variables = {
  input: MessageRequestInput;
};
export type RequestPanelDeclineMutation$data = {
  readonly declineMessageRequest: {
    readonly conversation: {
      readonly id: string;
      readonly requestState: MessageRequestState;
    } | null | undefined;
    readonly requestCount: number | null | undefined;
    readonly unreadCount: number | null | undefined;
  };
};
export type RequestPanelDeclineMutation = {
  response: RequestPanelDeclineMutation$data;
  variables: RequestPanelDeclineMutation$variables;
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
    "concreteType": "MessageRequestPayload",
    "kind": "LinkedField",
    "name": "declineMessageRequest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Conversation",
        "kind": "LinkedField",
        "name": "conversation",
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
            "name": "requestState",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requestCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadCount",
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
    "name": "RequestPanelDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequestPanelDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ff05af1136ce0d6e6627fe10b142be08d13ec8fec371f99bccedadaf1d35effe",
    "metadata": {},
    "name": "RequestPanelDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4fa6af9dc74710bad75598b7e957bed5";

export default node;
