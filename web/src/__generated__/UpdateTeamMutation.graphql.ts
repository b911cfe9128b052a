/**
 * @generated SignedSource<<ba879757be7e4ddec46a99066dbeb85d>>
 * @relayHash 50d5faab9e1fba2d7dcd754838588c60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6da7055e43ab97e72f0536f969e2416674adf233a6e8ceacabd5ea02d2dc63cd

import { ConcreteRequest } from 'relay-runtime';
export type UpdateTeamInput = {
  description?: string | null | undefined;
  id: string;
  name: string;
};
export type UpdateTeamMutation$variables = {
  input: UpdateTeamInput;
};
export type UpdateTeamMutation$data = {
  readonly updateTeam: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly team: {
      readonly description: string | null | undefined;
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  };
};
export type UpdateTeamMutation = {
  response: UpdateTeamMutation$data;
  variables: UpdateTeamMutation$variables;
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
    "concreteType": "TeamPayload",
    "kind": "LinkedField",
    "name": "updateTeam",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Team",
        "kind": "LinkedField",
        "name": "team",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
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
    "name": "UpdateTeamMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateTeamMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6da7055e43ab97e72f0536f969e2416674adf233a6e8ceacabd5ea02d2dc63cd",
    "metadata": {},
    "name": "UpdateTeamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f87bc099ce31a3deb7a6a8ff44d30c93";

export default node;
