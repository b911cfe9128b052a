/**
 * @generated SignedSource<<85dbac98316fb59f50a36bf92fcf9ba1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditNewsRouteQuery$variables = {
  id: number;
};
export type EditNewsRouteQuery$data = {
  readonly newsArticle: {
    readonly " $fragmentSpreads": FragmentRefs<"NewsEditorForm_article">;
  } | null | undefined;
  readonly viewerIsEditor: boolean;
};
export type EditNewsRouteQuery = {
  response: EditNewsRouteQuery$data;
  variables: EditNewsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsEditor",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "id"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditNewsRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "NewsArticle",
        "kind": "LinkedField",
        "name": "newsArticle",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NewsEditorForm_article"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditNewsRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "NewsArticle",
        "kind": "LinkedField",
        "name": "newsArticle",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "summary",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "content",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publishedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dae0749c29aa6a65fb9833ec1218656b",
    "id": null,
    "metadata": {},
    "name": "EditNewsRouteQuery",
    "operationKind": "query",
    "text": "query EditNewsRouteQuery(\n  $id: Int!\n) {\n  viewerIsEditor\n  newsArticle(databaseId: $id) {\n    ...NewsEditorForm_article\n    id\n  }\n}\n\nfragment NewsEditorForm_article on NewsArticle {\n  id\n  databaseId\n  title\n  summary\n  content\n  imageUrl\n  status\n  publishedAt\n}\n"
  }
};
})();

(node as any).hash = "0c59ce8f2ad67d9b5b2bb9cdf350ba6f";

export default node;
