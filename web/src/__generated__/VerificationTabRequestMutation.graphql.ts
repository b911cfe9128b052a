/**
 * @generated SignedSource<<0c1af8afee24d8f21aca5765a1bd99e1>>
 * @relayHash 70ecf0c7ce659961aee0cbcf5a2f0ad8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99d3f453e0a02358846f7668f2b632d9bdeeb9cf6c0f74e6328b8a3163ba3be8

import { ConcreteRequest } from 'relay-runtime';
export type VerificationKind = "CAMPAIGN" | "ORGANIZATION" | "VENDOR" | "%future added value";
export type VerificationStatus = "APPROVED" | "PENDING" | "REFUSED" | "%future added value";
export type RequestVerificationInput = {
  email: string;
  fecId?: string | null | undefined;
  kind: VerificationKind;
  name: string;
  state?: string | null | undefined;
  stateCommitteeId?: string | null | undefined;
  website: string;
};
export type VerificationTabRequestMutation$variables = {
  input: RequestVerificationInput;
};
export type VerificationTabRequestMutation$data = {
  readonly requestVerification: {
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly verification: {
      readonly email: string;
      readonly emailConfirmed: boolean;
      readonly id: string;
      readonly kind: VerificationKind;
      readonly name: string;
      readonly status: VerificationStatus;
    } | null | undefined;
  };
};
export type VerificationTabRequestMutation = {
  response: VerificationTabRequestMutation$data;
  variables: VerificationTabRequestMutation$variables;
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
    "concreteType": "VerificationPayload",
    "kind": "LinkedField",
    "name": "requestVerification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Verification",
        "kind": "LinkedField",
        "name": "verification",
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
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailConfirmed",
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
    "name": "VerificationTabRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VerificationTabRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "99d3f453e0a02358846f7668f2b632d9bdeeb9cf6c0f74e6328b8a3163ba3be8",
    "metadata": {},
    "name": "VerificationTabRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "94e8bd1f8f608433349a84ffd4077a24";

export default node;
