/**
 * @generated SignedSource<<825ee727e69d2ac8b3fa57f46a1c5451>>
 * @relayHash f04d5bb2fd0130561deaabfc9eaab2d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04ae6f69af1f6605cfe49be72d7115ad919161c6a2302815ac87b5703c848854

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationEventKind = "NEW" | "READ" | "RESYNC" | "%future added value";
export type NotificationEventsSubscription$variables = Record<PropertyKey, never>;
export type NotificationEventsSubscription$data = {
  readonly notificationEvents: {
    readonly kind: NotificationEventKind;
    readonly notification: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
    } | null | undefined;
    readonly unreadCount: number;
  };
};
export type NotificationEventsSubscription = {
  response: NotificationEventsSubscription$data;
  variables: NotificationEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationEvent",
        "kind": "LinkedField",
        "name": "notificationEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notification",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationItem_notification"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationEvent",
        "kind": "LinkedField",
        "name": "notificationEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notification",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "read",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "04ae6f69af1f6605cfe49be72d7115ad919161c6a2302815ac87b5703c848854",
    "metadata": {},
    "name": "NotificationEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "6fc6067bbb7ffce54ef349abf98ccaec";

export default node;
