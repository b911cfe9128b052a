/**
 * @generated SignedSource<<663ab4854b1a4af7fa1de3b4b369e050>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileResume_user$data = {
  readonly id: string;
  readonly resumeFile: {
    readonly fileName: string;
    readonly size: number;
    readonly uploadedAt: string;
    readonly url: string;
  } | null | undefined;
  readonly " $fragmentType": "ProfileResume_user";
};
export type ProfileResume_user$key = {
  readonly " $data"?: ProfileResume_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileResume_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileResume_user",
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
      "concreteType": "ResumeFile",
      "kind": "LinkedField",
      "name": "resumeFile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uploadedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e4105cafccbef3714a72603620a79287";

export default node;
