/**
 * @generated SignedSource<<e6006870f4522f200009b5b31cc49bb4>>
 * @relayHash efba5dc3809b749d885f5c97279e8253
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4a25b1113652a999fedd392aba4d860714f4fa93a1884683997164eead97285

import { ConcreteRequest } from 'relay-runtime';
export type ApplyResumeChoiceQuery$variables = Record<PropertyKey, never>;
export type ApplyResumeChoiceQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly resumeFile: {
      readonly fileName: string;
      readonly size: number;
    } | null | undefined;
  } | null | undefined;
};
export type ApplyResumeChoiceQuery = {
  response: ApplyResumeChoiceQuery$data;
  variables: ApplyResumeChoiceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ApplyResumeChoiceQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApplyResumeChoiceQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b4a25b1113652a999fedd392aba4d860714f4fa93a1884683997164eead97285",
    "metadata": {},
    "name": "ApplyResumeChoiceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "26c5c46755bf54a4d08c5280fc56bef7";

export default node;
