/**
 * @generated SignedSource<<fa8dda7478f877249285859a43c0cf6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewsCard_article$data = {
  readonly databaseId: number;
  readonly imageUrl: string | null | undefined;
  readonly publishedAt: string | null | undefined;
  readonly summary: string;
  readonly title: string;
  readonly " $fragmentType": "NewsCard_article";
};
export type NewsCard_article$key = {
  readonly " $data"?: NewsCard_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewsCard_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewsCard_article",
  "selections": [
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    }
  ],
  "type": "NewsArticle",
  "abstractKey": null
};

(node as any).hash = "88c43baa0e13642ea161e31ac3a36309";

export default node;
