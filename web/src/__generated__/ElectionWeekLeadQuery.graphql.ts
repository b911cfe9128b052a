/**
 * @generated SignedSource<<3a2c6ed7f1a7a5e609dc9594e168295b>>
 * @relayHash b9bb8b7bdba9e5f32e0bdb8c87baed46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0cc3a6a5abac34dcf176c8c53c79038f42fc949f40c207e00449080b75d777bf

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
    "id": "0cc3a6a5abac34dcf176c8c53c79038f42fc949f40c207e00449080b75d777bf",
    "metadata": {},
    "name": "ElectionWeekLeadQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9f10ca775d8e2c485a630882ae489e84";

export default node;
