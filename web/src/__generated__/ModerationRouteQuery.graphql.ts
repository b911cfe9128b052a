/**
 * @generated SignedSource<<dd2365b2749faddd70651ea0af3d4f83>>
 * @relayHash 80daa4f7a019d5cbe15f0d675fcd5977
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ad3e4bf2d46a0ed5061c37b8f9894f7d9ead49d25fb9ec2e2f067a0ae97f8c9

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
    "id": "6ad3e4bf2d46a0ed5061c37b8f9894f7d9ead49d25fb9ec2e2f067a0ae97f8c9",
    "metadata": {},
    "name": "ModerationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a6d04a4cdebbee60ca0dfa3c92c06c16";

export default node;
