/**
 * @generated SignedSource<<323c90f2de980494ee7c0df644ecf06b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ElectionWeekLeadKind = "AVAILABLE_PEOPLE" | "NEW_JOBS" | "%future added value";
export type ElectionWeekLeadQuery$variables = Record<PropertyKey, never>;
export type ElectionWeekLeadQuery$data = {
  readonly electionWeekLead: {
    readonly kind: ElectionWeekLeadKind;
  } | null | undefined;
};
export type ElectionWeekLeadQuery = {
  response: ElectionWeekLeadQuery$data;
  variables: ElectionWeekLeadQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ElectionWeekLead",
    "kind": "LinkedField",
    "name": "electionWeekLead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
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
    "name": "ElectionWeekLeadQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ElectionWeekLeadQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b9bb8b7bdba9e5f32e0bdb8c87baed46",
    "id": null,
    "metadata": {},
    "name": "ElectionWeekLeadQuery",
    "operationKind": "query",
    "text": "query ElectionWeekLeadQuery {\n  electionWeekLead {\n    kind\n  }\n}\n"
  }
};
})();

(node as any).hash = "9f10ca775d8e2c485a630882ae489e84";

export default node;
