/**
 * @generated SignedSource<<871126d624bc345538983992ba152ed5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "7d6b9e3ac3ea2fd530c4bcd1bddd15d1",
    "id": null,
    "metadata": {},
    "name": "MarkAllNotificationsReadMutation",
    "operationKind": "mutation",
    "text": "mutation MarkAllNotificationsReadMutation {\n  markAllNotificationsRead {\n    unreadNotifications\n    errors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e9e3354397c02b5b5d51423fa2f3b753";

export default node;
