/**
 * @generated SignedSource<<4931bd716dc47dac8974ac99866a8a24>>
 * @relayHash 77af95bca1294806670258a434d27442
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b71c424b28df95dc68f393841ba6e2b83e4bb2e0e326030d51307c909a66863

import { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
export type TransferTeamOwnershipInput = {
  teamId: string;
  userId: string;
};
export type TransferTeamOwnershipMutation$variables = {
  input: TransferTeamOwnershipInput;
};
export type TransferTeamOwnershipMutation$data = {
  readonly transferTeamOwnership: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly team: {
      readonly id: string;
      readonly viewerCanLeave: boolean;
      readonly viewerCanManage: boolean;
      readonly viewerCanTransfer: boolean;
      readonly viewerRole: TeamRole;
    } | null | undefined;
  };
};
export type TransferTeamOwnershipMutation = {
  response: TransferTeamOwnershipMutation$data;
  variables: TransferTeamOwnershipMutation$variables;
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
    "name": "transferTeamOwnership",
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
            "name": "viewerRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanManage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanLeave",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanTransfer",
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
    "name": "TransferTeamOwnershipMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransferTeamOwnershipMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0b71c424b28df95dc68f393841ba6e2b83e4bb2e0e326030d51307c909a66863",
    "metadata": {},
    "name": "TransferTeamOwnershipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "015d3f82ddceb41d490faacacafe9342";

export default node;
