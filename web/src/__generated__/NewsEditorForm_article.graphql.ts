/**
 * @generated SignedSource<<c1d31e45c013af41d7edf2aa81b55a47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NewsStatus = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NewsEditorForm_article$data = {
  readonly content: string;
  readonly databaseId: number;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly publishedAt: string | null | undefined;
  readonly status: NewsStatus;
  readonly summary: string;
  readonly title: string;
  readonly " $fragmentType": "NewsEditorForm_article";
};
export type NewsEditorForm_article$key = {
  readonly " $data"?: NewsEditorForm_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewsEditorForm_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewsEditorForm_article",
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
      "name": "content",
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
      "name": "status",
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

(node as any).hash = "6f5d55beb6104a3b53ab48d0a90d403f";

export default node;
