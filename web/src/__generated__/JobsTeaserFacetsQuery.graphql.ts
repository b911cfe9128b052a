/**
 * @generated SignedSource<<12039836321544003db7fbdd41909937>>
 * @relayHash 7dc830eeecc5595379f472b7d369b52e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbc41b2b501f67c4f3adc5c8852f8675995388609f218b4e3b7aac179118affc

import { ConcreteRequest } from 'relay-runtime';
export type JobsTeaserFacetsQuery$variables = Record<PropertyKey, never>;
export type JobsTeaserFacetsQuery$data = {
  readonly jobFacets: {
    readonly jobTypes: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
    readonly locations: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
  };
};
export type JobsTeaserFacetsQuery = {
  response: JobsTeaserFacetsQuery$data;
  variables: JobsTeaserFacetsQuery$variables;
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
  }
],
v1 = [
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "JobsTeaserFacetsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JobsTeaserFacetsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bbc41b2b501f67c4f3adc5c8852f8675995388609f218b4e3b7aac179118affc",
    "metadata": {},
    "name": "JobsTeaserFacetsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c65ac682209d9eb986b5d846ca275a1a";

export default node;
