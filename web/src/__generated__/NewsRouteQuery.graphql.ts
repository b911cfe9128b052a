/**
 * @generated SignedSource<<ade57bc09a91a1e323b90364541ff271>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewsOrder = "NEWEST" | "OLDEST" | "%future added value";
export type NewsTopic = "CAMPAIGNS" | "ELECTIONS" | "EVENTS" | "POLICY" | "%future added value";
export type NewsFilter = {
  search?: string | null | undefined;
  topic?: NewsTopic | null | undefined;
};
export type NewsRouteQuery$variables = {
  filter?: NewsFilter | null | undefined;
  first: number;
  orderBy: NewsOrder;
};
export type NewsRouteQuery$data = {
  readonly viewerIsEditor: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"NewsList_query">;
};
export type NewsRouteQuery = {
  response: NewsRouteQuery$data;
  variables: NewsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsEditor",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewsRouteQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "args": (v4/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "NewsList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewsRouteQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
                    "name": "imageUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "publishedAt",
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "filters": [
          "filter",
          "orderBy"
        ],
        "handle": "connection",
        "key": "NewsList_newsArticles",
        "kind": "LinkedHandle",
        "name": "newsArticles"
      }
    ]
  },
  "params": {
    "cacheID": "8a75d4a28bab5b0ed9c266598ecbc98b",
    "id": null,
    "metadata": {},
    "name": "NewsRouteQuery",
    "operationKind": "query",
    "text": "query NewsRouteQuery(\n  $first: Int!\n  $filter: NewsFilter\n  $orderBy: NewsOrder!\n) {\n  viewerIsEditor\n  ...NewsList_query_2d34Kc\n}\n\nfragment NewsCard_article on NewsArticle {\n  databaseId\n  title\n  summary\n  imageUrl\n  publishedAt\n}\n\nfragment NewsList_query_2d34Kc on Query {\n  newsArticles(first: $first, filter: $filter, orderBy: $orderBy) {\n    edges {\n      node {\n        id\n        ...NewsCard_article\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8f55916f1f8eae775ec526b9eeafa1ba";

export default node;
