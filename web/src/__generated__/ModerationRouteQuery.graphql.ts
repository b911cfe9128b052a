/**
 * @generated SignedSource<<a6eb68acdcc2492f9bcc7840d9304ae9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ModerationRouteQuery$variables = Record<PropertyKey, never>;
export type ModerationRouteQuery$data = {
  readonly viewerIsModerator: boolean;
};
export type ModerationRouteQuery = {
  response: ModerationRouteQuery$data;
  variables: ModerationRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "viewerIsModerator",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ModerationRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ModerationRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "80daa4f7a019d5cbe15f0d675fcd5977",
    "id": null,
    "metadata": {},
    "name": "ModerationRouteQuery",
    "operationKind": "query",
    "text": "query ModerationRouteQuery {\n  viewerIsModerator\n}\n"
  }
};
})();

(node as any).hash = "a6d04a4cdebbee60ca0dfa3c92c06c16";

export default node;
