/**
 * @generated SignedSource<<cd4277f67b646e00f67dbb01cfca1c65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResourceCategory = "DATA" | "DIGITAL" | "FIELD" | "FUNDRAISING" | "GOTV" | "LEGAL" | "MEDIA" | "STRATEGY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResourceForm_resource$data = {
  readonly category: ResourceCategory;
  readonly content: string;
  readonly databaseId: number;
  readonly description: string;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "ResourceForm_resource";
};
export type ResourceForm_resource$key = {
  readonly " $data"?: ResourceForm_resource$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResourceForm_resource">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResourceForm_resource",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
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
    }
  ],
  "type": "Resource",
  "abstractKey": null
};

(node as any).hash = "9ae5dee07f91599be6d1132959716497";

export default node;
