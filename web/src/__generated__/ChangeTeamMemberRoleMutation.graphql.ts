/**
 * @generated SignedSource<<1e58d677b3944906af1ca12bda8ea986>>
 * @relayHash 21b4fbf984f62e46632df33753b29633
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c5aa3fd784b8217aec0a6b74a19532f6dd3533f105c439fb82fe89a61560665

import { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
export type ChangeTeamMemberRoleInput = {
  role: TeamRole;
  teamId: string;
  userId: string;
};
export type ChangeTeamMemberRoleMutation$variables = {
  input: ChangeTeamMemberRoleInput;
};
export type ChangeTeamMemberRoleMutation$data = {
  readonly changeTeamMemberRole: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly member: {
      readonly id: string;
      readonly role: TeamRole;
      readonly viewerCanChangeRole: boolean;
      readonly viewerCanRemove: boolean;
    } | null | undefined;
  };
};
export type ChangeTeamMemberRoleMutation = {
  response: ChangeTeamMemberRoleMutation$data;
  variables: ChangeTeamMemberRoleMutation$variables;
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
    "concreteType": "TeamMemberPayload",
    "kind": "LinkedField",
    "name": "changeTeamMemberRole",
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
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanChangeRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanRemove",
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
    "name": "ChangeTeamMemberRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChangeTeamMemberRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9c5aa3fd784b8217aec0a6b74a19532f6dd3533f105c439fb82fe89a61560665",
    "metadata": {},
    "name": "ChangeTeamMemberRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da942ce040451fbb10abdc8a9277dcd1";

export default node;
