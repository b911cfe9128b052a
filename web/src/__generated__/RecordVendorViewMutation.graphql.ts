/**
 * @generated SignedSource<<b21b14eabf782fd7358ff6670929bd01>>
 * @relayHash f98bfb3207c8d02d0bdbc381d9182d29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46bb35e60e48712fccf13b0086b86092d15dec7911327de8aece460a5f9c343c

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
    "id": "46bb35e60e48712fccf13b0086b86092d15dec7911327de8aece460a5f9c343c",
    "metadata": {},
    "name": "RecordVendorViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "389272ec622ce5531b7d48fc3eafcb67";

export default node;
