/**
 * @generated SignedSource<<12265d3da69f5d0e7617bc99db5248e4>>
 * @relayHash aaa88b3576dafbd09f2795db307d527d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67620976e46c60d5bc018fb8212a837e0688f7dd76493edb92d6873309303d1b

import { ConcreteRequest } from 'relay-runtime';
export type LeaveTeamInput = {
  teamId: string;
};
export type LeaveTeamMutation$variables = {
  connections: ReadonlyArray<string>;
  input: LeaveTeamInput;
};
export type LeaveTeamMutation$data = {
  readonly leaveTeam: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly leftTeamId: string | null | undefined;
  };
};
export type LeaveTeamMutation = {
  response: LeaveTeamMutation$data;
  variables: LeaveTeamMutation$variables;
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
  "name": "leftTeamId",
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
    "name": "LeaveTeamMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LeaveTeamPayload",
        "kind": "LinkedField",
        "name": "leaveTeam",
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
    "name": "LeaveTeamMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LeaveTeamPayload",
        "kind": "LinkedField",
        "name": "leaveTeam",
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
            "name": "leftTeamId",
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
    "id": "67620976e46c60d5bc018fb8212a837e0688f7dd76493edb92d6873309303d1b",
    "metadata": {},
    "name": "LeaveTeamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d53842909f63d2c0b8eea3885e3aaebd";

export default node;
