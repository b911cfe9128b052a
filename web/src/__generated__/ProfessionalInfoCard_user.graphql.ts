/**
 * @generated SignedSource<<c0726af15a4f6797279742b357dc8beb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfessionalInfoCard_user$data = {
  readonly currentPosition: string | null | undefined;
  readonly education: string | null | undefined;
  readonly previousPositions: string | null | undefined;
  readonly skills: string | null | undefined;
  readonly " $fragmentType": "ProfessionalInfoCard_user";
};
export type ProfessionalInfoCard_user$key = {
  readonly " $data"?: ProfessionalInfoCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfessionalInfoCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfessionalInfoCard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentPosition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previousPositions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "education",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skills",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "60d5b0ff84dff29f562efca0f068ff14";

export default node;
