/**
 * @generated SignedSource<<9df7215119c20ccb29cb78c1161d6b3c>>
 * @relayHash a0a763b90eb8a87fd1c2e9ee737f446a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e8d9c08874f5725ac02cb345c33d5259c13c5e7fff90b53eeec96b70393d5129

import { ConcreteRequest } from 'relay-runtime';
export type WriteNewsRouteQuery$variables = Record<PropertyKey, never>;
export type WriteNewsRouteQuery$data = {
  readonly viewerIsEditor: boolean;
};
export type WriteNewsRouteQuery = {
  response: WriteNewsRouteQuery$data;
  variables: WriteNewsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "viewerIsEditor",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WriteNewsRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WriteNewsRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e8d9c08874f5725ac02cb345c33d5259c13c5e7fff90b53eeec96b70393d5129",
    "metadata": {},
    "name": "WriteNewsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dd50304be8f70654df4368f63a07137e";

export default node;
