/**
 * @generated SignedSource<<3ff07f9f565fa1f97fffd907e92f426a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveJobInput = {
  jobId: string;
};
export type UnsaveJobMutation$variables = {
  input: SaveJobInput;
};
export type UnsaveJobMutation$data = {
  readonly unsaveJob: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly job: {
      readonly id: string;
      readonly viewerHasSaved: boolean;
    } | null | undefined;
  };
};
export type UnsaveJobMutation = {
  response: UnsaveJobMutation$data;
  variables: UnsaveJobMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SaveJobPayload",
    "kind": "LinkedField",
    "name": "unsaveJob",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
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
            "kind": "ScalarField",
            "name": "viewerHasSaved",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UnsaveJobMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnsaveJobMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "522753484d869809856e3d1d41ca789a",
    "id": null,
    "metadata": {},
    "name": "UnsaveJobMutation",
    "operationKind": "mutation",
    "text": "mutation UnsaveJobMutation(\n  $input: SaveJobInput!\n) {\n  unsaveJob(input: $input) {\n    job {\n      id\n      viewerHasSaved\n    }\n    errors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "264ed553f64c76573579d617f64154d3";

export default node;
