/**
 * @generated SignedSource<<4b78f923c89b335397c44550abbc13f2>>
 * @relayHash dc52cc4ed1150f63a849e549a694c9cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10abb416aed8dc0a4316371fa24e661db8a1ae2165b42ee0426292c4eed07b9f

import { ConcreteRequest } from 'relay-runtime';
export type MessageRequestState = "NONE" | "RECEIVED" | "SENT" | "%future added value";
export type BlockMessageRequestInput = {
  details?: string | null | undefined;
  userId: string;
};
export type RequestPanelBlockMutation$variables = {
  input: BlockMessageRequestInput;
};
export type RequestPanelBlockMutation$data = {
  readonly blockMessageRequest: {
    readonly conversation: {
      readonly id: string;
      readonly requestState: MessageRequestState;
      readonly viewerHasBlocked: boolean;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly requestCount: number | null | undefined;
    readonly unreadCount: number | null | undefined;
  };
};
export type RequestPanelBlockMutation = {
  response: RequestPanelBlockMutation$data;
  variables: RequestPanelBlockMutation$variables;
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
    "name": "blockMessageRequest",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasBlocked",
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
    "name": "RequestPanelBlockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequestPanelBlockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "10abb416aed8dc0a4316371fa24e661db8a1ae2165b42ee0426292c4eed07b9f",
    "metadata": {},
    "name": "RequestPanelBlockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "23320c0b916d37ef5d6251fa372189cb";

export default node;
