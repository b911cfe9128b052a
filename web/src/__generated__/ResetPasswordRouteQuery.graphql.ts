/**
 * @generated SignedSource<<4e568949693fb315a79c8ec5c403be93>>
 * @relayHash f78766eb262ad1696b4cef7e4f943d40
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5359a225c3f853fbdbeef8c35d3ca76358ff592846a1c21118258248b5e538a3

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordRouteQuery$variables = {
  token: string;
};
export type ResetPasswordRouteQuery$data = {
  readonly passwordResetTokenValid: boolean;
};
export type ResetPasswordRouteQuery = {
  response: ResetPasswordRouteQuery$data;
  variables: ResetPasswordRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "kind": "ScalarField",
    "name": "passwordResetTokenValid",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5359a225c3f853fbdbeef8c35d3ca76358ff592846a1c21118258248b5e538a3",
    "metadata": {},
    "name": "ResetPasswordRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f00ae7384586ce220000b80012d8305d";

export default node;
