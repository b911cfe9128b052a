/**
 * @generated SignedSource<<dae37138b49112d4d74f1ca3650a5414>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PoliticalAffiliation = "DEMOCRATIC" | "GREEN" | "INDEPENDENT" | "LIBERTARIAN" | "NONE" | "OTHER" | "REPUBLICAN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EditProfileForm_user$data = {
  readonly bio: string | null | undefined;
  readonly currentPosition: string | null | undefined;
  readonly education: string | null | undefined;
  readonly email: string | null | undefined;
  readonly firstName: string;
  readonly id: string;
  readonly isPublicProfile: boolean;
  readonly lastName: string;
  readonly location: string | null | undefined;
  readonly phoneNumber: string | null | undefined;
  readonly politicalAffiliation: PoliticalAffiliation | null | undefined;
  readonly previousPositions: string | null | undefined;
  readonly profileImage: string | null | undefined;
  readonly resume: string | null | undefined;
  readonly skills: string | null | undefined;
  readonly socialLinks: ReadonlyArray<string> | null | undefined;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "EditProfileForm_user";
};
export type EditProfileForm_user$key = {
  readonly " $data"?: EditProfileForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditProfileForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditProfileForm_user",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
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
      "name": "politicalAffiliation",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resume",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "socialLinks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublicProfile",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bfc89e7a349192d4a6bf0b50f855afd8";

export default node;
