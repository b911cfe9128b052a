/**
 * @generated SignedSource<<9482704f9bf25203981764e0d184413b>>
 * @relayHash 522753484d869809856e3d1d41ca789a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 778bdc4a04788a0b837d5bd26be3a08f6dfefaf30eb425928a136b3673d35edf

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
    "id": "778bdc4a04788a0b837d5bd26be3a08f6dfefaf30eb425928a136b3673d35edf",
    "metadata": {},
    "name": "UnsaveJobMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "264ed553f64c76573579d617f64154d3";

export default node;
