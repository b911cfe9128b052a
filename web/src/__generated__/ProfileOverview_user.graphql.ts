/**
 * @generated SignedSource<<b9ca82009911382d83151eaf84338864>>
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
  readonly jobsSavedCount: number | null | undefined;
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
      "name": "jobsSavedCount",
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

(node as any).hash = "1eafd60e7c525d22b99409eace5382bb";

export default node;
