/**
 * @generated SignedSource<<74cf3f28de20de87fd9eb0f79c126d10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "f78766eb262ad1696b4cef7e4f943d40",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordRouteQuery",
    "operationKind": "query",
    "text": "query ResetPasswordRouteQuery(\n  $token: String!\n) {\n  passwordResetTokenValid(token: $token)\n}\n"
  }
};
})();

(node as any).hash = "f00ae7384586ce220000b80012d8305d";

export default node;
