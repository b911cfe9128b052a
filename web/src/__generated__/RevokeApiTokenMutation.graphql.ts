/**
 * @generated SignedSource<<b8e68917722631700c7d5493b69db17d>>
 * @relayHash 17725b1be38c7db078f5efcab8550ae2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53849120b999b65ff357ed168b594f76058d2dfca0eaa26939660bc99981fa88

import { ConcreteRequest } from 'relay-runtime';
export type RevokeApiTokenInput = {
  id: string;
};
export type RevokeApiTokenMutation$variables = {
  input: RevokeApiTokenInput;
};
export type RevokeApiTokenMutation$data = {
  readonly revokeApiToken: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly token: {
      readonly id: string;
      readonly revokedAt: string | null | undefined;
    } | null | undefined;
  };
};
export type RevokeApiTokenMutation = {
  response: RevokeApiTokenMutation$data;
  variables: RevokeApiTokenMutation$variables;
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
    "concreteType": "RevokeApiTokenPayload",
    "kind": "LinkedField",
    "name": "revokeApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiToken",
        "kind": "LinkedField",
        "name": "token",
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
            "name": "revokedAt",
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
    "name": "RevokeApiTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RevokeApiTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "53849120b999b65ff357ed168b594f76058d2dfca0eaa26939660bc99981fa88",
    "metadata": {},
    "name": "RevokeApiTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "733f8f8cdbe7110cacce25d5d841f1e5";

export default node;
