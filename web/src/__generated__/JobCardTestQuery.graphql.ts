/**
 * @generated SignedSource<<4d657cfacd9183efe614606b195e3788>>
 * @relayHash 03930a7305dc021a20829dba106795f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9301def850c169c3df5283e23b4c5fc724936ddd46fd41203dbaf5d2e027af3d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobCardTestQuery$variables = Record<PropertyKey, never>;
export type JobCardTestQuery$data = {
  readonly job: {
    readonly " $fragmentSpreads": FragmentRefs<"JobCard_job">;
  } | null | undefined;
};
export type JobCardTestQuery = {
  response: JobCardTestQuery$data;
  variables: JobCardTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "JobCardTestQuery",
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
            "name": "JobCard_job"
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
    "name": "JobCardTestQuery",
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
          }
        ],
        "storageKey": "job(databaseId:7)"
      }
    ]
  },
  "params": {
    "id": "9301def850c169c3df5283e23b4c5fc724936ddd46fd41203dbaf5d2e027af3d",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "job": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Job"
        },
        "job.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Time"
        },
        "job.databaseId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "job.description": (v1/*:: as any*/),
        "job.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "job.isClosed": (v2/*:: as any*/),
        "job.jobType": {
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
        "job.location": (v1/*:: as any*/),
        "job.organization": (v1/*:: as any*/),
        "job.politicalAffiliation": {
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
        "job.salary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Salary"
        },
        "job.salary.max": (v3/*:: as any*/),
        "job.salary.min": (v3/*:: as any*/),
        "job.salary.period": {
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
        "job.title": (v1/*:: as any*/),
        "job.verifiedOrganization": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "job.viewerHasApplied": (v2/*:: as any*/),
        "job.viewerHasSaved": (v2/*:: as any*/),
        "job.viewerIsOwner": (v2/*:: as any*/),
        "job.workplace": {
          "enumValues": [
            "ON_SITE",
            "HYBRID",
            "REMOTE"
          ],
          "nullable": true,
          "plural": false,
          "type": "Workplace"
        }
      }
    },
    "name": "JobCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e6fa1d9e0a20ab45b888e0b247d661b9";

export default node;
