/**
 * @generated SignedSource<<cbad8a25c145420063f64669294d7d7f>>
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
  readonly resumeFile: {
    readonly fileName: string;
    readonly size: number;
    readonly url: string;
  } | null | undefined;
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
          "name": "url",
          "storageKey": null
        }
      ],
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

(node as any).hash = "b479f9ccdbfa7cee15e6d1a361301e1a";

export default node;
