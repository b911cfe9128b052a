/**
 * @generated SignedSource<<e6946a18ab4b1431dd6849f3b9d94969>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TeamRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TeamInvitations_user$data = {
  readonly teamInvitations: ReadonlyArray<{
    readonly expiresAt: string;
    readonly id: string;
    readonly invitedByName: string;
    readonly role: TeamRole;
    readonly teamDatabaseId: number;
    readonly teamName: string;
  }> | null | undefined;
  readonly " $fragmentType": "TeamInvitations_user";
};
export type TeamInvitations_user$key = {
  readonly " $data"?: TeamInvitations_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamInvitations_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamInvitations_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TeamInvitation",
      "kind": "LinkedField",
      "name": "teamInvitations",
      "plural": true,
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
          "name": "teamDatabaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "teamName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invitedByName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2f734785fbb13a560a9d13d2df5d1852";

export default node;
