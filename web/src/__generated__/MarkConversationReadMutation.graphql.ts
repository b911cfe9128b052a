/**
 * @generated SignedSource<<64e8cf547eb8f5ad74be40c2f224e4a1>>
 * @relayHash 3412330908acae875d0eb19fe29e786e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32bd4ced9a3e6f052ce64a4c8a9f25598e6f0174257db0106bda0859b6ebacb3

import { ConcreteRequest } from 'relay-runtime';
export type MarkConversationReadInput = {
  upTo?: string | null | undefined;
  with: string;
};
export type MarkConversationReadMutation$variables = {
  input: MarkConversationReadInput;
};
export type MarkConversationReadMutation$data = {
  readonly markConversationRead: {
    readonly conversation: {
      readonly id: string;
      readonly unreadCount: number;
    } | null | undefined;
    readonly marked: number;
    readonly unreadCount: number;
  };
};
export type MarkConversationReadMutation = {
  response: MarkConversationReadMutation$data;
  variables: MarkConversationReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MarkReadPayload",
    "kind": "LinkedField",
    "name": "markConversationRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "marked",
        "storageKey": null
      },
      (v1/*:: as any*/),
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
          (v1/*:: as any*/)
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
    "name": "MarkConversationReadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkConversationReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "32bd4ced9a3e6f052ce64a4c8a9f25598e6f0174257db0106bda0859b6ebacb3",
    "metadata": {},
    "name": "MarkConversationReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "71311a176ba8f3df0f51c684a95c3009";

export default node;
