/**
 * @generated SignedSource<<8d7445279579e2a4ceb180f8e8abf9c7>>
 * @relayHash 090bcc6d465ef77348a3d120f05c78c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 218632076bfe7fe5e1e6609052cf1d54a40519b127b10393a4e4b77955542908

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationReadInput = {
  id: string;
};
export type MarkNotificationReadMutation$variables = {
  input: MarkNotificationReadInput;
};
export type MarkNotificationReadMutation$data = {
  readonly markNotificationRead: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly notification: {
      readonly id: string;
      readonly read: boolean;
    } | null | undefined;
    readonly unreadNotifications: number | null | undefined;
  };
};
export type MarkNotificationReadMutation = {
  response: MarkNotificationReadMutation$data;
  variables: MarkNotificationReadMutation$variables;
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
    "concreteType": "MarkNotificationReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notification",
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
            "name": "read",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MarkNotificationReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkNotificationReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "218632076bfe7fe5e1e6609052cf1d54a40519b127b10393a4e4b77955542908",
    "metadata": {},
    "name": "MarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da9257262217b64d057933efe2f8a14e";

export default node;
