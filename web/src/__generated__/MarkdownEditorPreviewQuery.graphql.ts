/**
 * @generated SignedSource<<2b99f8e66a52a974594254869dcf56aa>>
 * @relayHash a048276d8866657dbf9fc7bdcabf7cab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 288a376885a42bf1c1c4b98ce127e4a0e251290ec86b011ab96e1a05367a68af

import { ConcreteRequest } from 'relay-runtime';
export type MarkdownEditorPreviewQuery$variables = {
  markdown: string;
};
export type MarkdownEditorPreviewQuery$data = {
  readonly markdownPreview: string;
};
export type MarkdownEditorPreviewQuery = {
  response: MarkdownEditorPreviewQuery$data;
  variables: MarkdownEditorPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "markdown"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "markdown",
        "variableName": "markdown"
      }
    ],
    "kind": "ScalarField",
    "name": "markdownPreview",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MarkdownEditorPreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkdownEditorPreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "288a376885a42bf1c1c4b98ce127e4a0e251290ec86b011ab96e1a05367a68af",
    "metadata": {},
    "name": "MarkdownEditorPreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e845613568346608189ac6e608e8e538";

export default node;
