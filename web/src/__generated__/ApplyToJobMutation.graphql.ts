/**
 * @generated SignedSource<<193809d37390775c1cb3af36f49a22f5>>
 * @relayHash 2a22ec56c841d2e8c3c6e66a6a45fcd7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a78c43a086aab3f20bd0f660d1ed9450f285c074efc6d06f50daffcdb4a1e99

import { ConcreteRequest } from 'relay-runtime';
export type ApplyToJobInput = {
  jobId: string;
  message: string;
  resume?: ResumeUploadInput | null | undefined;
  useProfileResume?: boolean | null | undefined;
};
export type ResumeUploadInput = {
  data: string;
  fileName: string;
};
export type ApplyToJobMutation$variables = {
  input: ApplyToJobInput;
};
export type ApplyToJobMutation$data = {
  readonly applyToJob: {
    readonly application: {
      readonly applicant: {
        readonly id: string;
        readonly jobsAppliedCount: number | null | undefined;
      };
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly job: {
      readonly applicationCount: number | null | undefined;
      readonly id: string;
      readonly viewerHasApplied: boolean;
    } | null | undefined;
  };
};
export type ApplyToJobMutation = {
  response: ApplyToJobMutation$data;
  variables: ApplyToJobMutation$variables;
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
    "concreteType": "ApplyToJobPayload",
    "kind": "LinkedField",
    "name": "applyToJob",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "applicant",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "jobsAppliedCount",
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
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasApplied",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "applicationCount",
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
    "name": "ApplyToJobMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApplyToJobMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5a78c43a086aab3f20bd0f660d1ed9450f285c074efc6d06f50daffcdb4a1e99",
    "metadata": {},
    "name": "ApplyToJobMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4e3ef4643bdfee5c3ef54536000e0eaa";

export default node;
