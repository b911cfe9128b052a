/**
 * @generated SignedSource<<923b007ce45b196d0f80f73f0e467185>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TeamRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TeamCard_team$data = {
  readonly databaseId: number;
  readonly description: string | null | undefined;
  readonly memberCount: number;
  readonly name: string;
  readonly viewerRole: TeamRole;
  readonly " $fragmentType": "TeamCard_team";
};
export type TeamCard_team$key = {
  readonly " $data"?: TeamCard_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamCard_team">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamCard_team",
  "selections": [
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
      "name": "name",
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
      "name": "memberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    }
  ],
  "type": "Team",
  "abstractKey": null
};

(node as any).hash = "86af52985c7c54a7ff381d1ac5d850bf";

export default node;
