/**
 * @generated SignedSource<<dd742a03a291fcb6e484a538ea3c2aeb>>
 * @relayHash 7d6b9e3ac3ea2fd530c4bcd1bddd15d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e16311e997cf3eff2ef172b586d84c983b131f25021f8cd38037355d0a0e847b

import { ConcreteRequest } from 'relay-runtime';
export type MarkAllNotificationsReadMutation$variables = Record<PropertyKey, never>;
export type MarkAllNotificationsReadMutation$data = {
  readonly markAllNotificationsRead: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly unreadNotifications: number | null | undefined;
  };
};
export type MarkAllNotificationsReadMutation = {
  response: MarkAllNotificationsReadMutation$data;
  variables: MarkAllNotificationsReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MarkNotificationReadPayload",
    "kind": "LinkedField",
    "name": "markAllNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadNotifications",
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
    "name": "MarkAllNotificationsReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MarkAllNotificationsReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e16311e997cf3eff2ef172b586d84c983b131f25021f8cd38037355d0a0e847b",
    "metadata": {},
    "name": "MarkAllNotificationsReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e9e3354397c02b5b5d51423fa2f3b753";

export default node;
