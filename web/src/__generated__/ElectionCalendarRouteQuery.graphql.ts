/**
 * @generated SignedSource<<d9841a830637784010bb9215eff3e36e>>
 * @relayHash b9ca7345dc113ca300530b90dd344d29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b3c2aa0f3dd29c1f7c5ecb36ea08dd09b2681ed3b47b35a1ff2c9753c37bfff

import { ConcreteRequest } from 'relay-runtime';
export type ElectionCalendarRouteQuery$variables = Record<PropertyKey, never>;
export type ElectionCalendarRouteQuery$data = {
  readonly electionDates: ReadonlyArray<{
    readonly date: string;
    readonly description: string;
    readonly title: string;
    readonly uid: string;
  }>;
};
export type ElectionCalendarRouteQuery = {
  response: ElectionCalendarRouteQuery$data;
  variables: ElectionCalendarRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ElectionDate",
    "kind": "LinkedField",
    "name": "electionDates",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "date",
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
        "name": "description",
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
    "name": "ElectionCalendarRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ElectionCalendarRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8b3c2aa0f3dd29c1f7c5ecb36ea08dd09b2681ed3b47b35a1ff2c9753c37bfff",
    "metadata": {},
    "name": "ElectionCalendarRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5cd52abe865d4e7f2597a5e620634131";

export default node;
