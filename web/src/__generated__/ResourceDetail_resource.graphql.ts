/**
 * @generated SignedSource<<5d4e1f64d9b866cdaa293d1e2bd39a9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResourceCategory = "DATA" | "DIGITAL" | "FIELD" | "FUNDRAISING" | "GOTV" | "LEGAL" | "MEDIA" | "STRATEGY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResourceDetail_resource$data = {
  readonly author: {
    readonly currentPosition: string | null | undefined;
    readonly databaseId: number;
    readonly firstName: string;
    readonly lastName: string;
    readonly profileImage: string | null | undefined;
  };
  readonly category: ResourceCategory;
  readonly categoryLabel: string;
  readonly contentHtml: string;
  readonly createdAt: string;
  readonly databaseId: number;
  readonly description: string;
  readonly hiddenByModerators: boolean;
  readonly hiddenReason: string | null | undefined;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly readMinutes: number;
  readonly title: string;
  readonly updatedAt: string;
  readonly viewerHasSaved: boolean;
  readonly viewerIsOwner: boolean;
  readonly " $fragmentType": "ResourceDetail_resource";
};
export type ResourceDetail_resource$key = {
  readonly " $data"?: ResourceDetail_resource$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResourceDetail_resource">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResourceDetail_resource",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "contentHtml",
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
      "name": "updatedAt",
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
      "kind": "ScalarField",
      "name": "viewerHasSaved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenByModerators",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenReason",
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
        (v0/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentPosition",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Resource",
  "abstractKey": null
};
})();

(node as any).hash = "b0bd7a40b691d47e6955e7ac5e74deb8";

export default node;
