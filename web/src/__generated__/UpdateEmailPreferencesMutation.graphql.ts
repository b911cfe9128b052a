/**
 * @generated SignedSource<<2ca145f89533036fc229f0f6987adc63>>
 * @relayHash f065052b9bf0cb9bd4ecf80cc31cc198
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e297f092fa76539abe70c4e2b423a848813888a34b020c796d92229ad3449c4

import { ConcreteRequest } from 'relay-runtime';
export type EmailKind = "APPLICATION_UPDATES" | "JOB_ALERT" | "MESSAGE_DIGEST" | "TEAM_UPDATES" | "%future added value";
export type UpdateEmailPreferencesInput = {
  preferences: ReadonlyArray<EmailPreferenceInput>;
};
export type EmailPreferenceInput = {
  enabled: boolean;
  kind: EmailKind;
};
export type UpdateEmailPreferencesMutation$variables = {
  input: UpdateEmailPreferencesInput;
};
export type UpdateEmailPreferencesMutation$data = {
  readonly updateEmailPreferences: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly user: {
      readonly emailPreferences: ReadonlyArray<{
        readonly enabled: boolean;
        readonly kind: EmailKind;
      }> | null | undefined;
      readonly id: string;
    } | null | undefined;
  };
};
export type UpdateEmailPreferencesMutation = {
  response: UpdateEmailPreferencesMutation$data;
  variables: UpdateEmailPreferencesMutation$variables;
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
    "concreteType": "UpdateEmailPreferencesPayload",
    "kind": "LinkedField",
    "name": "updateEmailPreferences",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "concreteType": "EmailPreference",
            "kind": "LinkedField",
            "name": "emailPreferences",
            "plural": true,
            "selections": [
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
                "name": "enabled",
                "storageKey": null
              }
            ],
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
    "name": "UpdateEmailPreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateEmailPreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9e297f092fa76539abe70c4e2b423a848813888a34b020c796d92229ad3449c4",
    "metadata": {},
    "name": "UpdateEmailPreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b2adc4c3f81b78fbeacd58b732c37a63";

export default node;
