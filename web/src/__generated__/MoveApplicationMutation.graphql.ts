/**
 * @generated SignedSource<<c0517c51420f806beac588e863d131f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStage = "APPLIED" | "HIRED" | "INTERVIEW" | "NOT_SELECTED" | "OFFER" | "REVIEWING" | "WITHDRAWN" | "%future added value";
export type MoveApplicationInput = {
  id: string;
  stage: ApplicationStage;
};
export type MoveApplicationMutation$variables = {
  input: MoveApplicationInput;
};
export type MoveApplicationMutation$data = {
  readonly moveApplication: {
    readonly application: {
      readonly id: string;
      readonly job: {
        readonly applicationStageCounts: ReadonlyArray<{
          readonly count: number;
          readonly stage: ApplicationStage;
        }> | null | undefined;
        readonly id: string;
      };
      readonly stage: ApplicationStage;
      readonly updatedAt: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type MoveApplicationMutation = {
  response: MoveApplicationMutation$data;
  variables: MoveApplicationMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stage",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "JobApplicationPayload",
    "kind": "LinkedField",
    "name": "moveApplication",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "JobApplication",
        "kind": "LinkedField",
        "name": "application",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Job",
            "kind": "LinkedField",
            "name": "job",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ApplicationStageCount",
                "kind": "LinkedField",
                "name": "applicationStageCounts",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  }
                ],
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
    "name": "MoveApplicationMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MoveApplicationMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "f98b56816141825796d7fa4079ec7e41",
    "id": null,
    "metadata": {},
    "name": "MoveApplicationMutation",
    "operationKind": "mutation",
    "text": "mutation MoveApplicationMutation(\n  $input: MoveApplicationInput!\n) {\n  moveApplication(input: $input) {\n    application {\n      id\n      stage\n      updatedAt\n      job {\n        id\n        applicationStageCounts {\n          stage\n          count\n        }\n      }\n    }\n    errors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb210d31fad0a67a28b5c7d715f8428a";

export default node;
