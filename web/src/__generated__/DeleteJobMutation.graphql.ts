/**
 * @generated SignedSource<<7c91d22a6c4e324c94d16e71f4811cc5>>
 * @relayHash fe3cd7bfbeea14aa95112ae11a713221
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49981a71c11a60ba5709c17d7080ce3996b06cfba79e2f665b3cd9bb439a5f0e

import { ConcreteRequest } from 'relay-runtime';
export type DeleteJobInput = {
  id: string;
};
export type DeleteJobMutation$variables = {
  input: DeleteJobInput;
};
export type DeleteJobMutation$data = {
  readonly deleteJob: {
    readonly deletedJobId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeleteJobMutation = {
  response: DeleteJobMutation$data;
  variables: DeleteJobMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedJobId",
  "storageKey": null
},
v3 = {
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
      "name": "field",
      "storageKey": null
    },
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
      "name": "code",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteJobMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteJobPayload",
        "kind": "LinkedField",
        "name": "deleteJob",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteJobMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteJobPayload",
        "kind": "LinkedField",
        "name": "deleteJob",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedJobId"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "49981a71c11a60ba5709c17d7080ce3996b06cfba79e2f665b3cd9bb439a5f0e",
    "metadata": {},
    "name": "DeleteJobMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b64a74b0e12f26a23c083935c81ee3f9";

export default node;
