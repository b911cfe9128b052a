/**
 * @generated SignedSource<<3d5b8057ee2eee4ee1f3d81ac81fa3c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewsStatus = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "%future added value";
export type NewsTopic = "CAMPAIGNS" | "ELECTIONS" | "EVENTS" | "POLICY" | "%future added value";
export type NewsArticleRouteQuery$variables = {
  id: number;
};
export type NewsArticleRouteQuery$data = {
  readonly newsArticle: {
    readonly author: {
      readonly firstName: string;
      readonly lastName: string;
    };
    readonly contentHtml: string;
    readonly databaseId: number;
    readonly imageUrl: string | null | undefined;
    readonly next: {
      readonly databaseId: number;
      readonly title: string;
    } | null | undefined;
    readonly previous: {
      readonly databaseId: number;
      readonly title: string;
    } | null | undefined;
    readonly publishedAt: string | null | undefined;
    readonly readingMinutes: number;
    readonly status: NewsStatus;
    readonly summary: string;
    readonly title: string;
    readonly topics: ReadonlyArray<NewsTopic>;
  } | null | undefined;
};
export type NewsArticleRouteQuery = {
  response: NewsArticleRouteQuery$data;
  variables: NewsArticleRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentHtml",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readingMinutes",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topics",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v13 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v15 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v14/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewsArticleRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NewsArticle",
        "kind": "LinkedField",
        "name": "newsArticle",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NewsArticle",
            "kind": "LinkedField",
            "name": "previous",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NewsArticle",
            "kind": "LinkedField",
            "name": "next",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": null
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
    "name": "NewsArticleRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NewsArticle",
        "kind": "LinkedField",
        "name": "newsArticle",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NewsArticle",
            "kind": "LinkedField",
            "name": "previous",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NewsArticle",
            "kind": "LinkedField",
            "name": "next",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          (v14/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0c7dc202e0a833ade38097dc78fe1e85",
    "id": null,
    "metadata": {},
    "name": "NewsArticleRouteQuery",
    "operationKind": "query",
    "text": "query NewsArticleRouteQuery(\n  $id: Int!\n) {\n  newsArticle(databaseId: $id) {\n    databaseId\n    title\n    summary\n    contentHtml\n    imageUrl\n    publishedAt\n    status\n    readingMinutes\n    topics\n    author {\n      firstName\n      lastName\n      id\n    }\n    previous {\n      databaseId\n      title\n      id\n    }\n    next {\n      databaseId\n      title\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "620e03d5afae2e20dc11990550714c04";

export default node;
