/**
 * @generated SignedSource<<d844e415cacf4077ad27ef08831230aa>>
 * @relayHash 0a744a56d9279c2c79e5ff0f60abb00a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac26549ee198f69a8f74edb822cb1a9b79124f9d06286e6483b9ce0862918f06

import { ConcreteRequest } from 'relay-runtime';
export type ReportReason = "HARASSMENT" | "IMPERSONATION" | "MISINFORMATION" | "OTHER" | "SCAM" | "SPAM" | "%future added value";
export type ReportTargetType = "JOB" | "MESSAGE" | "RESOURCE" | "TEAM" | "USER" | "VENDOR" | "%future added value";
export type ReportInput = {
  details?: string | null | undefined;
  reason: ReportReason;
  targetId: string;
  targetType: ReportTargetType;
};
export type ReportMutation$variables = {
  input: ReportInput;
};
export type ReportMutation$data = {
  readonly report: {
    readonly created: boolean;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly report: {
      readonly databaseId: number;
      readonly status: string;
    } | null | undefined;
  };
};
export type ReportMutation = {
  response: ReportMutation$data;
  variables: ReportMutation$variables;
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
    "concreteType": "ReportPayload",
    "kind": "LinkedField",
    "name": "report",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "created",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ModerationReport",
        "kind": "LinkedField",
        "name": "report",
        "plural": false,
        "selections": [
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
            "name": "status",
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
    "name": "ReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ac26549ee198f69a8f74edb822cb1a9b79124f9d06286e6483b9ce0862918f06",
    "metadata": {},
    "name": "ReportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "74cd240a0654e12f3b71f9ceb4b95993";

export default node;
