/**
 * @generated SignedSource<<9e3156fbe273fbc8294c7aff65150606>>
 * @relayHash a3805b503d3b30a32c33cae742c496b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8aa0d92c8b0faa1052237a6329b351f8ef3bb3c8b408d151d4789cc509eb89fd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardApplicationsTestQuery$variables = Record<PropertyKey, never>;
export type DashboardApplicationsTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"DashboardApplications_user">;
  } | null | undefined;
};
export type DashboardApplicationsTestQuery = {
  response: DashboardApplicationsTestQuery$data;
  variables: DashboardApplicationsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Time"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardApplicationsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DashboardApplications_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardApplicationsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "jobsAppliedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "JobApplicationConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "JobApplicationEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "JobApplication",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "stage",
                        "storageKey": null
                      },
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
                            "kind": "ScalarField",
                            "name": "databaseId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "title",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "organization",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "location",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "applications(first:5)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "DashboardApplications_applications",
            "kind": "LinkedHandle",
            "name": "applications"
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8aa0d92c8b0faa1052237a6329b351f8ef3bb3c8b408d151d4789cc509eb89fd",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.applications": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JobApplicationConnection"
        },
        "viewer.applications.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "JobApplicationEdge"
        },
        "viewer.applications.edges.cursor": (v2/*:: as any*/),
        "viewer.applications.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "JobApplication"
        },
        "viewer.applications.edges.node.__typename": (v2/*:: as any*/),
        "viewer.applications.edges.node.createdAt": (v3/*:: as any*/),
        "viewer.applications.edges.node.id": (v4/*:: as any*/),
        "viewer.applications.edges.node.job": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Job"
        },
        "viewer.applications.edges.node.job.databaseId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "viewer.applications.edges.node.job.id": (v4/*:: as any*/),
        "viewer.applications.edges.node.job.location": (v2/*:: as any*/),
        "viewer.applications.edges.node.job.organization": (v2/*:: as any*/),
        "viewer.applications.edges.node.job.title": (v2/*:: as any*/),
        "viewer.applications.edges.node.stage": {
          "enumValues": [
            "APPLIED",
            "REVIEWING",
            "INTERVIEW",
            "OFFER",
            "HIRED",
            "NOT_SELECTED",
            "WITHDRAWN"
          ],
          "nullable": false,
          "plural": false,
          "type": "ApplicationStage"
        },
        "viewer.applications.edges.node.updatedAt": (v3/*:: as any*/),
        "viewer.applications.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.applications.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.applications.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.id": (v4/*:: as any*/),
        "viewer.jobsAppliedCount": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "DashboardApplicationsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a7dfeef10056d4f392875364ddc137f0";

export default node;
