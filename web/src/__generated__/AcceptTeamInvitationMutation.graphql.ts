/**
 * @generated SignedSource<<f8065a5fda226d600f8806c620b273dd>>
 * @relayHash 432b2bf979417ff1c1e0ee68c1c639cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f64efde43eb93ab7c4eeb45685a06f2ba8326601c179834a51e9a58113a8fe7

import { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
export type AcceptTeamInvitationInput = {
  invitationId: string;
};
export type AcceptTeamInvitationMutation$variables = {
  input: AcceptTeamInvitationInput;
};
export type AcceptTeamInvitationMutation$data = {
  readonly acceptTeamInvitation: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly team: {
      readonly databaseId: number;
      readonly id: string;
      readonly memberCount: number;
      readonly name: string;
      readonly viewerRole: TeamRole;
    } | null | undefined;
  };
};
export type AcceptTeamInvitationMutation = {
  response: AcceptTeamInvitationMutation$data;
  variables: AcceptTeamInvitationMutation$variables;
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
    "name": "acceptTeamInvitation",
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
            "name": "databaseId",
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
            "name": "memberCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerRole",
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
    "name": "AcceptTeamInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AcceptTeamInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4f64efde43eb93ab7c4eeb45685a06f2ba8326601c179834a51e9a58113a8fe7",
    "metadata": {},
    "name": "AcceptTeamInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e22630ab1c5b80def270c639be75d1d7";

export default node;
