/**
 * @generated SignedSource<<bf69c81b11683000580e15cbbf8fe6c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorMessagesCard_user$data = {
  readonly unreadMessageCount: number | null | undefined;
  readonly " $fragmentType": "VendorMessagesCard_user";
};
export type VendorMessagesCard_user$key = {
  readonly " $data"?: VendorMessagesCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorMessagesCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorMessagesCard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadMessageCount",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "677c6286f759b50cdd95ee7758f96676";

export default node;
