/**
 * @generated SignedSource<<2e9b49831db5707f176f11201dd3dc3c>>
 * @relayHash c77d66e36e5af482037a8942ae5fcac5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dff6e5aa4b659e08e86e82212f578bc86ac49b3d34f5cd144952a4fddeb1f717

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobBoardListTestQuery$variables = Record<PropertyKey, never>;
export type JobBoardListTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"JobBoardList_query">;
};
export type JobBoardListTestQuery = {
  response: JobBoardListTestQuery$data;
  variables: JobBoardListTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "NEWEST"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
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
  "type": "Int"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v6 = {
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
    "name": "JobBoardListTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "JobBoardList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JobBoardListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "JobConnection",
        "kind": "LinkedField",
        "name": "jobs",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCountCapped",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCountIsCapped",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "JobEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Job",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "verifiedOrganization",
                    "storageKey": null
                  },
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "jobType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "politicalAffiliation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
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
                    "name": "workplace",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Salary",
                    "kind": "LinkedField",
                    "name": "salary",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "min",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "max",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "period",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isClosed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerIsOwner",
                    "storageKey": null
                  },
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
                    "name": "viewerHasSaved",
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
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": "jobs(first:20,orderBy:\"NEWEST\")"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": [
          "filter",
          "orderBy"
        ],
        "handle": "connection",
        "key": "JobBoardList_jobs",
        "kind": "LinkedHandle",
        "name": "jobs"
      }
    ]
  },
  "params": {
    "id": "dff6e5aa4b659e08e86e82212f578bc86ac49b3d34f5cd144952a4fddeb1f717",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "jobs": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "JobConnection"
        },
        "jobs.__id": (v1/*:: as any*/),
        "jobs.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "JobEdge"
        },
        "jobs.edges.cursor": (v2/*:: as any*/),
        "jobs.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Job"
        },
        "jobs.edges.node.__typename": (v2/*:: as any*/),
        "jobs.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Time"
        },
        "jobs.edges.node.databaseId": (v3/*:: as any*/),
        "jobs.edges.node.description": (v2/*:: as any*/),
        "jobs.edges.node.id": (v1/*:: as any*/),
        "jobs.edges.node.isClosed": (v4/*:: as any*/),
        "jobs.edges.node.jobType": {
          "enumValues": [
            "FULL_TIME",
            "PART_TIME",
            "CONTRACT",
            "VOLUNTEER",
            "INTERNSHIP"
          ],
          "nullable": false,
          "plural": false,
          "type": "JobType"
        },
        "jobs.edges.node.location": (v2/*:: as any*/),
        "jobs.edges.node.organization": (v2/*:: as any*/),
        "jobs.edges.node.politicalAffiliation": {
          "enumValues": [
            "DEMOCRATIC",
            "REPUBLICAN",
            "INDEPENDENT",
            "LIBERTARIAN",
            "GREEN",
            "OTHER",
            "NONE"
          ],
          "nullable": true,
          "plural": false,
          "type": "PoliticalAffiliation"
        },
        "jobs.edges.node.salary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Salary"
        },
        "jobs.edges.node.salary.max": (v5/*:: as any*/),
        "jobs.edges.node.salary.min": (v5/*:: as any*/),
        "jobs.edges.node.salary.period": {
          "enumValues": [
            "HOUR",
            "MONTH",
            "YEAR",
            "STIPEND"
          ],
          "nullable": false,
          "plural": false,
          "type": "SalaryPeriod"
        },
        "jobs.edges.node.title": (v2/*:: as any*/),
        "jobs.edges.node.verifiedOrganization": (v6/*:: as any*/),
        "jobs.edges.node.viewerHasApplied": (v4/*:: as any*/),
        "jobs.edges.node.viewerHasSaved": (v4/*:: as any*/),
        "jobs.edges.node.viewerIsOwner": (v4/*:: as any*/),
        "jobs.edges.node.workplace": {
          "enumValues": [
            "ON_SITE",
            "HYBRID",
            "REMOTE"
          ],
          "nullable": true,
          "plural": false,
          "type": "Workplace"
        },
        "jobs.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "jobs.pageInfo.endCursor": (v6/*:: as any*/),
        "jobs.pageInfo.hasNextPage": (v4/*:: as any*/),
        "jobs.totalCountCapped": (v3/*:: as any*/),
        "jobs.totalCountIsCapped": (v4/*:: as any*/)
      }
    },
    "name": "JobBoardListTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "32c13349e7ebf4eb0b867ffdcca740db";

export default node;
