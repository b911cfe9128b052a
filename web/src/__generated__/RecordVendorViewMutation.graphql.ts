/**
 * @generated SignedSource<<fecf6232d8805f64da746d1298aa6050>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecordVendorViewInput = {
  vendorId: string;
};
export type RecordVendorViewMutation$variables = {
  input: RecordVendorViewInput;
};
export type RecordVendorViewMutation$data = {
  readonly recordVendorView: {
    readonly ok: boolean;
  };
};
export type RecordVendorViewMutation = {
  response: RecordVendorViewMutation$data;
  variables: RecordVendorViewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RecordVendorViewPayload",
    "kind": "LinkedField",
    "name": "recordVendorView",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RecordVendorViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecordVendorViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f98bfb3207c8d02d0bdbc381d9182d29",
    "id": null,
    "metadata": {},
    "name": "RecordVendorViewMutation",
    "operationKind": "mutation",
    "text": "mutation RecordVendorViewMutation(\n  $input: RecordVendorViewInput!\n) {\n  recordVendorView(input: $input) {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "389272ec622ce5531b7d48fc3eafcb67";

export default node;
