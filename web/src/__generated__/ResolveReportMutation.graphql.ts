/**
 * @generated SignedSource<<bc24e82e39c2c934201734c90fabc78c>>
 * @relayHash ef027e6cae52928d009d200656279768
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e94845101684fc29d179b22b24af13ed9b856f1a06afade98e0ef3384abf338

import { ConcreteRequest } from 'relay-runtime';
export type ModerationActionKind = "APPROVE_VERIFICATION" | "AUTO_HIDE" | "DISMISS" | "HIDE" | "LIFT_SUSPENSION" | "REFUSE_VERIFICATION" | "RESTORE" | "SUSPEND" | "WARN" | "%future added value";
export type ModerationDecision = "DISMISS" | "HIDE" | "RESTORE" | "SUSPEND" | "WARN" | "%future added value";
export type ResolveReportInput = {
  action: ModerationDecision;
  days?: number | null | undefined;
  reason: string;
  reportId: number;
};
export type ResolveReportMutation$variables = {
  input: ResolveReportInput;
};
export type ResolveReportMutation$data = {
  readonly resolveReport: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly outcome: {
      readonly action: ModerationActionKind;
      readonly hidden: boolean;
      readonly resolved: number;
    } | null | undefined;
  };
};
export type ResolveReportMutation = {
  response: ResolveReportMutation$data;
  variables: ResolveReportMutation$variables;
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
    "concreteType": "ResolveReportPayload",
    "kind": "LinkedField",
    "name": "resolveReport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ModerationOutcome",
        "kind": "LinkedField",
        "name": "outcome",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resolved",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hidden",
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
    "name": "ResolveReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResolveReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9e94845101684fc29d179b22b24af13ed9b856f1a06afade98e0ef3384abf338",
    "metadata": {},
    "name": "ResolveReportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "80203742bb4cfb17c2b92c69b36f061f";

export default node;
