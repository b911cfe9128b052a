/**
 * @generated SignedSource<<7c1a6adf32666fbbea39454257986fa6>>
 * @relayHash bce2c07099537f9a405d6ab66c3e3bbb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b72e64dd8026d00fee1a77c39033706d44c4f7bd24c6c4b3abe709f9968b2b66

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobApplicantsTestQuery$variables = Record<PropertyKey, never>;
export type JobApplicantsTestQuery$data = {
  readonly job: {
    readonly " $fragmentSpreads": FragmentRefs<"JobApplicants_job">;
  } | null | undefined;
};
export type JobApplicantsTestQuery = {
  response: JobApplicantsTestQuery$data;
  variables: JobApplicantsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "databaseId",
    "value": 7
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stage",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v5 = {
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
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "JobApplicantsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JobApplicants_job"
          }
        ],
        "storageKey": "job(databaseId:7)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JobApplicantsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ApplicationStageCount",
            "kind": "LinkedField",
            "name": "applicationStageCounts",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "JobApplicationConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
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
                      (v3/*:: as any*/),
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
                        "name": "createdAt",
                        "storageKey": null
                      },
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "note",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResumeFile",
                        "kind": "LinkedField",
                        "name": "resumeFile",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "fileName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "size",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "url",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "applicant",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
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
                            "name": "firstName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "username",
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
            "storageKey": "applications(first:10)"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "filters": [
              "stage"
            ],
            "handle": "connection",
            "key": "JobApplicants_applications",
            "kind": "LinkedHandle",
            "name": "applications"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": "job(databaseId:7)"
      }
    ]
  },
  "params": {
    "id": "b72e64dd8026d00fee1a77c39033706d44c4f7bd24c6c4b3abe709f9968b2b66",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "job": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Job"
        },
        "job.applicationStageCounts": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "ApplicationStageCount"
        },
        "job.applicationStageCounts.count": (v4/*:: as any*/),
        "job.applicationStageCounts.stage": (v5/*:: as any*/),
        "job.applications": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JobApplicationConnection"
        },
        "job.applications.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "JobApplicationEdge"
        },
        "job.applications.edges.cursor": (v6/*:: as any*/),
        "job.applications.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "JobApplication"
        },
        "job.applications.edges.node.__typename": (v6/*:: as any*/),
        "job.applications.edges.node.applicant": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "job.applications.edges.node.applicant.databaseId": (v4/*:: as any*/),
        "job.applications.edges.node.applicant.firstName": (v6/*:: as any*/),
        "job.applications.edges.node.applicant.id": (v7/*:: as any*/),
        "job.applications.edges.node.applicant.lastName": (v6/*:: as any*/),
        "job.applications.edges.node.applicant.username": (v6/*:: as any*/),
        "job.applications.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Time"
        },
        "job.applications.edges.node.id": (v7/*:: as any*/),
        "job.applications.edges.node.message": (v6/*:: as any*/),
        "job.applications.edges.node.note": (v8/*:: as any*/),
        "job.applications.edges.node.resumeFile": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ResumeFile"
        },
        "job.applications.edges.node.resumeFile.fileName": (v6/*:: as any*/),
        "job.applications.edges.node.resumeFile.size": (v4/*:: as any*/),
        "job.applications.edges.node.resumeFile.url": (v6/*:: as any*/),
        "job.applications.edges.node.stage": (v5/*:: as any*/),
        "job.applications.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "job.applications.pageInfo.endCursor": (v8/*:: as any*/),
        "job.applications.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "job.applications.totalCount": (v4/*:: as any*/),
        "job.id": (v7/*:: as any*/)
      }
    },
    "name": "JobApplicantsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ca4f8ff27670555f9c59d72d33c67771";

export default node;
