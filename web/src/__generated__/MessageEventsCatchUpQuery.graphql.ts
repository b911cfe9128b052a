/**
 * @generated SignedSource<<a661c3cad7805703e5da9029eae41cb5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageEventsCatchUpQuery$variables = {
  after: number;
};
export type MessageEventsCatchUpQuery$data = {
  readonly messagesSince: {
    readonly hasMore: boolean;
    readonly messages: ReadonlyArray<{
      readonly databaseId: number;
      readonly id: string;
      readonly receiver: {
        readonly id: string;
      };
      readonly sender: {
        readonly id: string;
      };
      readonly viewerIsSender: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"MessageBubble_message">;
    }>;
  };
  readonly viewer: {
    readonly id: string;
    readonly unreadMessageCount: number | null | undefined;
  } | null | undefined;
};
export type MessageEventsCatchUpQuery = {
  response: MessageEventsCatchUpQuery$data;
  variables: MessageEventsCatchUpQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unreadMessageCount",
          "storageKey": null
        }
      ]
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasMore",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsSender",
  "storageKey": null
},
v7 = [
  (v1/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "sender",
  "plural": false,
  "selections": (v7/*:: as any*/),
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "receiver",
  "plural": false,
  "selections": (v7/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MessageEventsCatchUpQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "kind": "ClientExtension",
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "MessageCatchUp",
            "kind": "LinkedField",
            "name": "messagesSince",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Message",
                "kind": "LinkedField",
                "name": "messages",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MessageBubble_message"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MessageEventsCatchUpQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "kind": "ClientExtension",
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "MessageCatchUp",
            "kind": "LinkedField",
            "name": "messagesSince",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Message",
                "kind": "LinkedField",
                "name": "messages",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isRead",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "db9e25273a8889289ff39d8a3c319261",
    "id": null,
    "metadata": {},
    "name": "MessageEventsCatchUpQuery",
    "operationKind": "query",
    "text": "query MessageEventsCatchUpQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "633b9613ae72549f1ab02fb2c44ae9fd";

export default node;
