/**
 * @generated SignedSource<<4674305d704e388f3d387f540c087d2b>>
 * @relayHash 29681cea2af9265501a7fff6096ae673
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6bbf70091a2299949061c6fd137163a6b6e90f27c20498c82262aedc2dc936bf

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
    "id": "6bbf70091a2299949061c6fd137163a6b6e90f27c20498c82262aedc2dc936bf",
    "metadata": {},
    "name": "MarkMessageReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "542506795638c7f760c6e4c950205795";

export default node;
