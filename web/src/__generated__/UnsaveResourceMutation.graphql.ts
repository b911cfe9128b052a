/**
 * @generated SignedSource<<68da34422162d1260e1a165a94d96108>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveResourceInput = {
  resourceId: string;
};
export type UnsaveResourceMutation$variables = {
  input: SaveResourceInput;
};
export type UnsaveResourceMutation$data = {
  readonly unsaveResource: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly resource: {
      readonly id: string;
      readonly viewerHasSaved: boolean;
    } | null | undefined;
  };
};
export type UnsaveResourceMutation = {
  response: UnsaveResourceMutation$data;
  variables: UnsaveResourceMutation$variables;
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
    "concreteType": "SaveResourcePayload",
    "kind": "LinkedField",
    "name": "unsaveResource",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Resource",
        "kind": "LinkedField",
        "name": "resource",
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
    "name": "UnsaveResourceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnsaveResourceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dc9018d2c834a960cc006e3afff967da",
    "id": null,
    "metadata": {},
    "name": "UnsaveResourceMutation",
    "operationKind": "mutation",
    "text": "mutation UnsaveResourceMutation(\n  $input: SaveResourceInput!\n) {\n  unsaveResource(input: $input) {\n    resource {\n      id\n      viewerHasSaved\n    }\n    errors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c6b91d5ce322ec1ed9f695bbc3a6d71b";

export default node;
