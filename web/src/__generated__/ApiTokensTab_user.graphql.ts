/**
 * @generated SignedSource<<ae5326738a225b79518b52ccbbb194ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiTokensTab_user$data = {
  readonly apiTokens: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ApiTokensTab_token">;
  }> | null | undefined;
  readonly " $fragmentType": "ApiTokensTab_user";
};
export type ApiTokensTab_user$key = {
  readonly " $data"?: ApiTokensTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokensTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokensTab_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApiToken",
      "kind": "LinkedField",
      "name": "apiTokens",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ApiTokensTab_token"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7d0ecb749650a1988741791911dbca9d";

export default node;
