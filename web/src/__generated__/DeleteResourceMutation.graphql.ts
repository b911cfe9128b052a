/**
 * @generated SignedSource<<5cbd0f17a9aa87cc0f79f75efc3db08b>>
 * @relayHash 1864b8d60a80edb88a9c1d02e8a1bbf0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a95769ce5b7d5c4ca929075ad93849db03cb3a1f10e39d656e47bf5dcf860239

import { ConcreteRequest } from 'relay-runtime';
export type DeleteResourceInput = {
  id: string;
};
export type DeleteResourceMutation$variables = {
  input: DeleteResourceInput;
};
export type DeleteResourceMutation$data = {
  readonly deleteResource: {
    readonly deletedResourceId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeleteResourceMutation = {
  response: DeleteResourceMutation$data;
  variables: DeleteResourceMutation$variables;
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
  "name": "deletedResourceId",
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
    "name": "DeleteResourceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteResourcePayload",
        "kind": "LinkedField",
        "name": "deleteResource",
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
    "name": "DeleteResourceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteResourcePayload",
        "kind": "LinkedField",
        "name": "deleteResource",
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
            "name": "deletedResourceId"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a95769ce5b7d5c4ca929075ad93849db03cb3a1f10e39d656e47bf5dcf860239",
    "metadata": {},
    "name": "DeleteResourceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b937e2b064982a158919d3af7dbcf2b2";

export default node;
