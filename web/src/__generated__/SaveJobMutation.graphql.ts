/**
 * @generated SignedSource<<890d2de21448292804714a36248cb041>>
 * @relayHash ebe850f48efdadb990ba4c144025be2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35b106945d3289cb5d44fb9195a9edf247efcbea52486576a3fc1795f6c4b247

import { ConcreteRequest } from 'relay-runtime';
export type SaveJobInput = {
  jobId: string;
};
export type SaveJobMutation$variables = {
  input: SaveJobInput;
};
export type SaveJobMutation$data = {
  readonly saveJob: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly job: {
      readonly id: string;
      readonly viewerHasSaved: boolean;
    } | null | undefined;
  };
};
export type SaveJobMutation = {
  response: SaveJobMutation$data;
  variables: SaveJobMutation$variables;
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
    "name": "saveJob",
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
    "name": "SaveJobMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveJobMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "35b106945d3289cb5d44fb9195a9edf247efcbea52486576a3fc1795f6c4b247",
    "metadata": {},
    "name": "SaveJobMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c1bf59766da5e7ef208b850cc6fd8b42";

export default node;
