/**
 * @generated SignedSource<<de4d495644b8d429bff49649bf0f111f>>
 * @relayHash a396636dbc6b12ec6276700075086eb7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57bd2aac400c4c7544f4cc5c8143a6272bc19c21035f96d4fe264b0f11a79e71

import { ConcreteRequest } from 'relay-runtime';
export type SaveResourceInput = {
  resourceId: string;
};
export type SaveResourceMutation$variables = {
  input: SaveResourceInput;
};
export type SaveResourceMutation$data = {
  readonly saveResource: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly resource: {
      readonly id: string;
      readonly viewerHasSaved: boolean;
    } | null | undefined;
  };
};
export type SaveResourceMutation = {
  response: SaveResourceMutation$data;
  variables: SaveResourceMutation$variables;
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
    "name": "saveResource",
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
    "name": "SaveResourceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveResourceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "57bd2aac400c4c7544f4cc5c8143a6272bc19c21035f96d4fe264b0f11a79e71",
    "metadata": {},
    "name": "SaveResourceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "520f79b1881563992cd4c70f68a9e870";

export default node;
