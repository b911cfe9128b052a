/**
 * @generated SignedSource<<46daff34360b253e55a13e382141e110>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkMessageReadInput = {
  id: string;
};
export type MarkMessageReadMutation$variables = {
  input: MarkMessageReadInput;
};
export type MarkMessageReadMutation$data = {
  readonly markMessageRead: {
    readonly conversation: {
      readonly id: string;
      readonly unreadCount: number;
    } | null | undefined;
    readonly message: {
      readonly id: string;
      readonly isRead: boolean;
    } | null | undefined;
    readonly unreadCount: number;
  };
};
export type MarkMessageReadMutation = {
  response: MarkMessageReadMutation$data;
  variables: MarkMessageReadMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
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
    "name": "markMessageRead",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Message",
        "kind": "LinkedField",
        "name": "message",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRead",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Conversation",
        "kind": "LinkedField",
        "name": "conversation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "name": "MarkMessageReadMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkMessageReadMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "29681cea2af9265501a7fff6096ae673",
    "id": null,
    "metadata": {},
    "name": "MarkMessageReadMutation",
    "operationKind": "mutation",
    "text": "mutation MarkMessageReadMutation(\n  $input: MarkMessageReadInput!\n) {\n  markMessageRead(input: $input) {\n    unreadCount\n    message {\n      id\n      isRead\n    }\n    conversation {\n      id\n      unreadCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "542506795638c7f760c6e4c950205795";

export default node;
