/**
 * @generated SignedSource<<ab18d4200fa59d64dc60352c2b5daef4>>
 * @relayHash 4cf39026e00616afb06f6ce9edc32d3d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2604103c6c24cc129adf2d0a26ae8bbb20ec12771d16570600628088fc48fec

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardMessagesTestQuery$variables = Record<PropertyKey, never>;
export type DashboardMessagesTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"BlockedPeople_user" | "DashboardMessagesTab_user" | "VendorMessagesCard_user">;
  } | null | undefined;
};
export type DashboardMessagesTestQuery = {
  response: DashboardMessagesTestQuery$data;
  variables: DashboardMessagesTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
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
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v4 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "databaseId",
    "storageKey": null
  },
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "User"
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "PageInfo"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardMessagesTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DashboardMessagesTab_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BlockedPeople_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VendorMessagesCard_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardMessagesTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "MessageConnection",
            "kind": "LinkedField",
            "name": "messages",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MessageEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Message",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
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
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerIsSender",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "sender",
                        "plural": false,
                        "selections": (v4/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "receiver",
                        "plural": false,
                        "selections": (v4/*:: as any*/),
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "storageKey": "messages(first:20)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "DashboardMessagesTab_messages",
            "kind": "LinkedHandle",
            "name": "messages"
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "UserConnection",
            "kind": "LinkedField",
            "name": "blockedUsers",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "username",
                        "storageKey": null
                      },
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "profileImage",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": "blockedUsers(first:20)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "BlockedPeople_blockedUsers",
            "kind": "LinkedHandle",
            "name": "blockedUsers"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadMessageCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f2604103c6c24cc129adf2d0a26ae8bbb20ec12771d16570600628088fc48fec",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.blockedUsers": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "UserConnection"
        },
        "viewer.blockedUsers.__id": (v8/*:: as any*/),
        "viewer.blockedUsers.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "UserEdge"
        },
        "viewer.blockedUsers.edges.cursor": (v9/*:: as any*/),
        "viewer.blockedUsers.edges.node": (v10/*:: as any*/),
        "viewer.blockedUsers.edges.node.__typename": (v9/*:: as any*/),
        "viewer.blockedUsers.edges.node.firstName": (v9/*:: as any*/),
        "viewer.blockedUsers.edges.node.id": (v8/*:: as any*/),
        "viewer.blockedUsers.edges.node.lastName": (v9/*:: as any*/),
        "viewer.blockedUsers.edges.node.profileImage": (v11/*:: as any*/),
        "viewer.blockedUsers.edges.node.username": (v9/*:: as any*/),
        "viewer.blockedUsers.pageInfo": (v12/*:: as any*/),
        "viewer.blockedUsers.pageInfo.endCursor": (v11/*:: as any*/),
        "viewer.blockedUsers.pageInfo.hasNextPage": (v13/*:: as any*/),
        "viewer.id": (v8/*:: as any*/),
        "viewer.messages": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "MessageConnection"
        },
        "viewer.messages.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "MessageEdge"
        },
        "viewer.messages.edges.cursor": (v9/*:: as any*/),
        "viewer.messages.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Message"
        },
        "viewer.messages.edges.node.__typename": (v9/*:: as any*/),
        "viewer.messages.edges.node.content": (v9/*:: as any*/),
        "viewer.messages.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Time"
        },
        "viewer.messages.edges.node.id": (v8/*:: as any*/),
        "viewer.messages.edges.node.isRead": (v13/*:: as any*/),
        "viewer.messages.edges.node.receiver": (v10/*:: as any*/),
        "viewer.messages.edges.node.receiver.databaseId": (v14/*:: as any*/),
        "viewer.messages.edges.node.receiver.firstName": (v9/*:: as any*/),
        "viewer.messages.edges.node.receiver.id": (v8/*:: as any*/),
        "viewer.messages.edges.node.receiver.lastName": (v9/*:: as any*/),
        "viewer.messages.edges.node.sender": (v10/*:: as any*/),
        "viewer.messages.edges.node.sender.databaseId": (v14/*:: as any*/),
        "viewer.messages.edges.node.sender.firstName": (v9/*:: as any*/),
        "viewer.messages.edges.node.sender.id": (v8/*:: as any*/),
        "viewer.messages.edges.node.sender.lastName": (v9/*:: as any*/),
        "viewer.messages.edges.node.viewerIsSender": (v13/*:: as any*/),
        "viewer.messages.pageInfo": (v12/*:: as any*/),
        "viewer.messages.pageInfo.endCursor": (v11/*:: as any*/),
        "viewer.messages.pageInfo.hasNextPage": (v13/*:: as any*/),
        "viewer.unreadMessageCount": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "DashboardMessagesTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7c627a96e2960d710ccbc21c37cd7c2a";

export default node;
