/**
 * @generated SignedSource<<415b977e5c65f51a0e41132e6a0cd19b>>
 * @relayHash dc9018d2c834a960cc006e3afff967da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab52948b89c08f94f66ae8580ef43ae57f8ea26042ab8b73c94247c8899498f8

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
    "id": "ab52948b89c08f94f66ae8580ef43ae57f8ea26042ab8b73c94247c8899498f8",
    "metadata": {},
    "name": "UnsaveResourceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c6b91d5ce322ec1ed9f695bbc3a6d71b";

export default node;
