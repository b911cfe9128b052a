/**
 * @generated SignedSource<<8f95c76062054e54cc968f33066d53d6>>
 * @relayHash d67f2372867b37dfddb29b462646e774
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 462ce6c6cc10acbdce4e09d6de72743ba875efbc2dd447c2f182ee996a89f0f6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type boardFiltersTestQuery$variables = Record<PropertyKey, never>;
export type boardFiltersTestQuery$data = {
  readonly jobFacets: {
    readonly " $fragmentSpreads": FragmentRefs<"JobFilters_facets">;
  };
};
export type boardFiltersTestQuery = {
  response: boardFiltersTestQuery$data;
  variables: boardFiltersTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "FacetValue"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "boardFiltersTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "JobFacets",
        "kind": "LinkedField",
        "name": "jobFacets",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JobFilters_facets"
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
    "name": "boardFiltersTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "JobFacets",
        "kind": "LinkedField",
        "name": "jobFacets",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FacetValue",
            "kind": "LinkedField",
            "name": "locations",
            "plural": true,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FacetValue",
            "kind": "LinkedField",
            "name": "jobTypes",
            "plural": true,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FacetValue",
            "kind": "LinkedField",
            "name": "politicalAffiliations",
            "plural": true,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "462ce6c6cc10acbdce4e09d6de72743ba875efbc2dd447c2f182ee996a89f0f6",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "jobFacets": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "JobFacets"
        },
        "jobFacets.jobTypes": (v1/*:: as any*/),
        "jobFacets.jobTypes.count": (v2/*:: as any*/),
        "jobFacets.jobTypes.label": (v3/*:: as any*/),
        "jobFacets.jobTypes.value": (v3/*:: as any*/),
        "jobFacets.locations": (v1/*:: as any*/),
        "jobFacets.locations.count": (v2/*:: as any*/),
        "jobFacets.locations.label": (v3/*:: as any*/),
        "jobFacets.locations.value": (v3/*:: as any*/),
        "jobFacets.politicalAffiliations": (v1/*:: as any*/),
        "jobFacets.politicalAffiliations.count": (v2/*:: as any*/),
        "jobFacets.politicalAffiliations.label": (v3/*:: as any*/),
        "jobFacets.politicalAffiliations.value": (v3/*:: as any*/)
      }
    },
    "name": "boardFiltersTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2cd9f0cbefe9ce07caf1a9415969be67";

export default node;
