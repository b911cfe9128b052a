/**
 * @generated SignedSource<<6853e172c8362069efc44e4b0a29c899>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UserType = "CAMPAIGN_STAFF" | "CANDIDATE" | "VENDOR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileOverview_user$data = {
  readonly jobsAppliedCount: number | null | undefined;
  readonly jobsPostedCount: number;
  readonly userType: UserType;
  readonly " $fragmentSpreads": FragmentRefs<"ProfessionalInfoCard_user">;
  readonly " $fragmentType": "ProfileOverview_user";
};
export type ProfileOverview_user$key = {
  readonly " $data"?: ProfileOverview_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileOverview_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileOverview_user",
  "selections": [
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
      "name": "jobsAppliedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jobsPostedCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfessionalInfoCard_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8a1a3bcec639c4b8550c4c1fc82fb15d";

export default node;
