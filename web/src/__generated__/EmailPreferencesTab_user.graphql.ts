/**
 * @generated SignedSource<<6cd1146c8f5adcd2ff2095e21ba59421>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailKind = "APPLICATION_UPDATES" | "JOB_ALERT" | "MESSAGE_DIGEST" | "TEAM_UPDATES" | "%future added value";
export type UserType = "CAMPAIGN_STAFF" | "CANDIDATE" | "VENDOR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmailPreferencesTab_user$data = {
  readonly email: string | null | undefined;
  readonly emailPreferences: ReadonlyArray<{
    readonly enabled: boolean;
    readonly kind: EmailKind;
  }> | null | undefined;
  readonly emailVerified: boolean | null | undefined;
  readonly userType: UserType;
  readonly " $fragmentType": "EmailPreferencesTab_user";
};
export type EmailPreferencesTab_user$key = {
  readonly " $data"?: EmailPreferencesTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailPreferencesTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailPreferencesTab_user",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EmailPreference",
      "kind": "LinkedField",
      "name": "emailPreferences",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "aa3297a886553f8f98ae56511d8cdada";

export default node;
