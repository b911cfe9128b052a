/**
 * @generated SignedSource<<909444d3a509d7499b8bb94d83a6ea27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UserType = "CAMPAIGN_STAFF" | "CANDIDATE" | "VENDOR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContactRow_conversation$data = {
  readonly id: string;
  readonly lastMessage: {
    readonly content: string;
    readonly createdAt: string;
    readonly id: string;
  } | null | undefined;
  readonly unreadCount: number;
  readonly with: {
    readonly databaseId: number;
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly profileImage: string | null | undefined;
    readonly userType: UserType;
    readonly username: string;
  };
  readonly " $fragmentType": "ContactRow_conversation";
};
export type ContactRow_conversation$key = {
  readonly " $data"?: ContactRow_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactRow_conversation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactRow_conversation",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "with",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileImage",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Message",
      "kind": "LinkedField",
      "name": "lastMessage",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};
})();

(node as any).hash = "e8cbd8bd195e7088845e09106e1dc2ac";

export default node;
