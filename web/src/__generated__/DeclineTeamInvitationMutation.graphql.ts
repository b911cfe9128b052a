/**
 * @generated SignedSource<<de7a9162d9487c3916c6cf0ed69aeef7>>
 * @relayHash b31bab933fec3917dcad453b22c6633a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39cda0d71b0e1389207aa4ee18b4e0fca9dc18b6d9ad32b66bfb8fe67b511212

import { ConcreteRequest } from 'relay-runtime';
export type DeclineTeamInvitationInput = {
  invitationId: string;
};
export type DeclineTeamInvitationMutation$variables = {
  input: DeclineTeamInvitationInput;
};
export type DeclineTeamInvitationMutation$data = {
  readonly declineTeamInvitation: {
    readonly declinedInvitationId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeclineTeamInvitationMutation = {
  response: DeclineTeamInvitationMutation$data;
  variables: DeclineTeamInvitationMutation$variables;
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
  "name": "declinedInvitationId",
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
    "name": "DeclineTeamInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeclineTeamInvitationPayload",
        "kind": "LinkedField",
        "name": "declineTeamInvitation",
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
    "name": "DeclineTeamInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeclineTeamInvitationPayload",
        "kind": "LinkedField",
        "name": "declineTeamInvitation",
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
            "name": "declinedInvitationId"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "39cda0d71b0e1389207aa4ee18b4e0fca9dc18b6d9ad32b66bfb8fe67b511212",
    "metadata": {},
    "name": "DeclineTeamInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f67252f65ea326eb68d53fba1b3525b4";

export default node;
