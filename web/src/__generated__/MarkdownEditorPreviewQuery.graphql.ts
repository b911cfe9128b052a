/**
 * @generated SignedSource<<abcd6fe494445d61a89e601532c813a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "a048276d8866657dbf9fc7bdcabf7cab",
    "id": null,
    "metadata": {},
    "name": "MarkdownEditorPreviewQuery",
    "operationKind": "query",
    "text": "query MarkdownEditorPreviewQuery(\n  $markdown: String!\n) {\n  markdownPreview(markdown: $markdown)\n}\n"
  }
};
})();

(node as any).hash = "e845613568346608189ac6e608e8e538";

export default node;
