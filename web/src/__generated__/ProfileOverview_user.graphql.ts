/**
 * @generated SignedSource<<f3160826bf9c14fb4bbb71e09f5029a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UserType = "CAMPAIGN_STAFF" | "CANDIDATE" | "VENDOR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileOverview_user$data = {
  readonly connectionsCount: number | null | undefined;
  readonly jobsAppliedCount: number | null | undefined;
  readonly jobsPostedCount: number;
  readonly resourcesSavedCount: number | null | undefined;
  readonly unreadMessageCount: number | null | undefined;
  readonly userType: UserType;
  readonly vendorProfile: {
    readonly profileViews: number | null | undefined;
  } | null | undefined;
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "connectionsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resourcesSavedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadMessageCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Vendor",
      "kind": "LinkedField",
      "name": "vendorProfile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileViews",
          "storageKey": null
        }
      ],
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

(node as any).hash = "abb34694bd1677063354886c70a5112f";

export default node;
