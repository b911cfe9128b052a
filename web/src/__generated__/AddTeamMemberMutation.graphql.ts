/**
 * @generated SignedSource<<239b3b41e2218d9bb0475b5c8dace7ce>>
 * @relayHash 89f969957c910bc3db48eacc3d7f0a9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 274c224f67a8d35dbfe4ef6593ae8f0118f3ee1f1cffd24b12933a91ad8d4c05

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
    readonly invitation: {
      readonly expiresAt: string;
      readonly id: string;
    } | null | undefined;
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
        "concreteType": "TeamInvitation",
        "kind": "LinkedField",
        "name": "invitation",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
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
    "id": "274c224f67a8d35dbfe4ef6593ae8f0118f3ee1f1cffd24b12933a91ad8d4c05",
    "metadata": {},
    "name": "AddTeamMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cc3c033ae44766ec03312310b3cff3eb";

export default node;
