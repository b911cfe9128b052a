/**
 * @generated SignedSource<<7cf1f5466cda258ef21d9edac4abf119>>
 * @relayHash 47e8fe8c5150257d52da1f0462b67716
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63908f8892da20a5a9eb5d4f18ede9b52b836a98cf83bfb81d69b045adf1f00d

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
    "id": "63908f8892da20a5a9eb5d4f18ede9b52b836a98cf83bfb81d69b045adf1f00d",
    "metadata": {},
    "name": "PayInsightsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b040450aea49132ed9d99085d4814c2f";

export default node;
