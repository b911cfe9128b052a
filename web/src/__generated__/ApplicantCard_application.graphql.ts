/**
 * @generated SignedSource<<f53d99bf860a4c4a0ea360433a0cdb8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStage = "APPLIED" | "HIRED" | "INTERVIEW" | "NOT_SELECTED" | "OFFER" | "REVIEWING" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplicantCard_application$data = {
  readonly applicant: {
    readonly databaseId: number;
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly username: string;
  };
  readonly createdAt: string;
  readonly id: string;
  readonly message: string;
  readonly note: string | null | undefined;
  readonly stage: ApplicationStage;
  readonly " $fragmentType": "ApplicantCard_application";
};
export type ApplicantCard_application$key = {
  readonly " $data"?: ApplicantCard_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicantCard_application">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicantCard_application",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
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
      "name": "stage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "applicant",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "JobApplication",
  "abstractKey": null
};
})();

(node as any).hash = "f2fe463f3eea0b11336b2db88f921eb1";

export default node;
