/**
 * @generated SignedSource<<57f2400c99b060d77e6fc8b96f9541a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
export type AddTeamMemberInput = {
  role?: TeamRole | null | undefined;
  teamId: string;
  userId: string;
};
export type AddTeamMemberMutation$variables = {
  input: AddTeamMemberInput;
};
export type AddTeamMemberMutation$data = {
  readonly addTeamMember: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly member: {
      readonly id: string;
      readonly role: TeamRole;
    } | null | undefined;
    readonly team: {
      readonly id: string;
      readonly memberCount: number;
    } | null | undefined;
  };
};
export type AddTeamMemberMutation = {
  response: AddTeamMemberMutation$data;
  variables: AddTeamMemberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "TeamMemberPayload",
    "kind": "LinkedField",
    "name": "addTeamMember",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TeamMember",
        "kind": "LinkedField",
        "name": "member",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Team",
        "kind": "LinkedField",
        "name": "team",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "memberCount",
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
    "name": "AddTeamMemberMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddTeamMemberMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "d2c62181595c441f0dc305f9d5cd51ed",
    "id": null,
    "metadata": {},
    "name": "AddTeamMemberMutation",
    "operationKind": "mutation",
    "text": "mutation AddTeamMemberMutation(\n  $input: AddTeamMemberInput!\n) {\n  addTeamMember(input: $input) {\n    member {\n      id\n      role\n    }\n    team {\n      id\n      memberCount\n    }\n    errors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f365c43d1fa224f4652ddc7e3c48521f";

export default node;
