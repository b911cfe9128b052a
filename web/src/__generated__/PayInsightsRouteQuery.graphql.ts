/**
 * @generated SignedSource<<b999dd793f490c0401e07867de4672dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type JobType = "CONTRACT" | "FULL_TIME" | "INTERNSHIP" | "PART_TIME" | "VOLUNTEER" | "%future added value";
export type RoleFamily = "COMMUNICATIONS" | "DATA" | "DIGITAL" | "FIELD" | "FINANCE" | "MANAGEMENT" | "OPERATIONS" | "%future added value";
export type PayInsightsRouteQuery$variables = {
  jobType?: JobType | null | undefined;
  role?: RoleFamily | null | undefined;
};
export type PayInsightsRouteQuery$data = {
  readonly payInsights: {
    readonly cells: ReadonlyArray<{
      readonly count: number;
      readonly median: number | null | undefined;
      readonly p25: number | null | undefined;
      readonly p75: number | null | undefined;
      readonly role: RoleFamily;
      readonly state: string | null | undefined;
      readonly stateName: string | null | undefined;
    }>;
    readonly minPostings: number;
  };
};
export type PayInsightsRouteQuery = {
  response: PayInsightsRouteQuery$data;
  variables: PayInsightsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "jobType"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "role"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "jobType",
        "variableName": "jobType"
      },
      {
        "kind": "Variable",
        "name": "role",
        "variableName": "role"
      }
    ],
    "concreteType": "PayInsights",
    "kind": "LinkedField",
    "name": "payInsights",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "minPostings",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PayCell",
        "kind": "LinkedField",
        "name": "cells",
        "plural": true,
        "selections": [
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
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stateName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "p25",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "median",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "p75",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PayInsightsRouteQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PayInsightsRouteQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "47e8fe8c5150257d52da1f0462b67716",
    "id": null,
    "metadata": {},
    "name": "PayInsightsRouteQuery",
    "operationKind": "query",
    "text": "query PayInsightsRouteQuery(\n  $role: RoleFamily\n  $jobType: JobType\n) {\n  payInsights(role: $role, jobType: $jobType) {\n    minPostings\n    cells {\n      role\n      state\n      stateName\n      count\n      p25\n      median\n      p75\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b040450aea49132ed9d99085d4814c2f";

export default node;
