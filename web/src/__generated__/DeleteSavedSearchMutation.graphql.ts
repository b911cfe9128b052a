/**
 * @generated SignedSource<<7d94ca24cf57d7d4d97ac83466582b0c>>
 * @relayHash 9718c45e37c5f475ac4261a7c30129d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b9fc805ea72b0ca368ca117abd29a231e4ec91564876cc8b3286c251fe6d691

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSavedSearchInput = {
  id: string;
};
export type DeleteSavedSearchMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteSavedSearchInput;
};
export type DeleteSavedSearchMutation$data = {
  readonly deleteSavedSearch: {
    readonly deletedSavedSearchId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeleteSavedSearchMutation = {
  response: DeleteSavedSearchMutation$data;
  variables: DeleteSavedSearchMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedSavedSearchId",
  "storageKey": null
},
v4 = {
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteSavedSearchMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSavedSearchPayload",
        "kind": "LinkedField",
        "name": "deleteSavedSearch",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeleteSavedSearchMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSavedSearchPayload",
        "kind": "LinkedField",
        "name": "deleteSavedSearch",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedSavedSearchId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8b9fc805ea72b0ca368ca117abd29a231e4ec91564876cc8b3286c251fe6d691",
    "metadata": {},
    "name": "DeleteSavedSearchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "009daaae5cb84c9f2c3487d70bca44b3";

export default node;
