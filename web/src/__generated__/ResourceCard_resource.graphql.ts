/**
 * @generated SignedSource<<ffa5698dd8f89f0add0912f2947b0752>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResourceCategory = "DATA" | "DIGITAL" | "FIELD" | "FUNDRAISING" | "GOTV" | "LEGAL" | "MEDIA" | "STRATEGY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResourceCard_resource$data = {
  readonly author: {
    readonly firstName: string;
    readonly lastName: string;
    readonly profileImage: string | null | undefined;
  };
  readonly category: ResourceCategory;
  readonly categoryLabel: string;
  readonly createdAt: string;
  readonly databaseId: number;
  readonly description: string;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly readMinutes: number;
  readonly title: string;
  readonly viewerIsOwner: boolean;
  readonly " $fragmentType": "ResourceCard_resource";
};
export type ResourceCard_resource$key = {
  readonly " $data"?: ResourceCard_resource$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResourceCard_resource">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResourceCard_resource",
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
      "name": "categoryLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readMinutes",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsOwner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
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
          "name": "profileImage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Resource",
  "abstractKey": null
};

(node as any).hash = "3bbce185e5f7f2c372d55bc4d40f7608";

export default node;
