/**
 * @generated SignedSource<<9f6db50bfd6d7b59931ae2a031e5e7d2>>
 * @relayHash 701269f00fd6a99ecbd62e63a65d8e14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8995866bfddb2d161295c3c918fe8a9182785ce4bcd540d99e161a297d490e5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PagedListTestQuery$variables = Record<PropertyKey, never>;
export type PagedListTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PagedListTest_query">;
};
export type PagedListTestQuery = {
  response: PagedListTestQuery$data;
  variables: PagedListTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 2
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PagedListTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PagedListTest_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PagedListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "NewsArticleConnection",
        "kind": "LinkedField",
        "name": "newsArticles",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "NewsArticleEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "NewsArticle",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "newsArticles(first:2)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": [
          "filter"
        ],
        "handle": "connection",
        "key": "PagedListTest_newsArticles",
        "kind": "LinkedHandle",
        "name": "newsArticles"
      }
    ]
  },
  "params": {
    "id": "c8995866bfddb2d161295c3c918fe8a9182785ce4bcd540d99e161a297d490e5",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "newsArticles": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NewsArticleConnection"
        },
        "newsArticles.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "NewsArticleEdge"
        },
        "newsArticles.edges.cursor": (v1/*:: as any*/),
        "newsArticles.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NewsArticle"
        },
        "newsArticles.edges.node.__typename": (v1/*:: as any*/),
        "newsArticles.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "newsArticles.edges.node.title": (v1/*:: as any*/),
        "newsArticles.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "newsArticles.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "newsArticles.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "PagedListTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "869fbadda01cdce2946512c4505e0992";

export default node;
