/**
 * @generated SignedSource<<5c1d87495229c16b9ad64651a03c3789>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "a0a763b90eb8a87fd1c2e9ee737f446a",
    "id": null,
    "metadata": {},
    "name": "WriteNewsRouteQuery",
    "operationKind": "query",
    "text": "query WriteNewsRouteQuery {\n  viewerIsEditor\n}\n"
  }
};
})();

(node as any).hash = "dd50304be8f70654df4368f63a07137e";

export default node;
