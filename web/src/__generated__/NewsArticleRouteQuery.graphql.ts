/**
 * @generated SignedSource<<7dc79a381906791538b6361558e76feb>>
 * @relayHash 3721e20bdb073edf07805235ff3c1b15
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9fcf39bd04ef8d7a887c339e5df7cb7a3b04c5c00098932cee1371f7f7c8b9e

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
    readonly id: string;
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
  readonly viewerIsEditor: boolean;
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
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentHtml",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readingMinutes",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topics",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v15 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v16 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewsArticleRouteQuery",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
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
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "NewsArticle",
        "kind": "LinkedField",
        "name": "newsArticle",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v3/*:: as any*/)
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
            "selections": (v16/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NewsArticle",
            "kind": "LinkedField",
            "name": "next",
            "plural": false,
            "selections": (v16/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e9fcf39bd04ef8d7a887c339e5df7cb7a3b04c5c00098932cee1371f7f7c8b9e",
    "metadata": {},
    "name": "NewsArticleRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "934cc90fff5554002e125a974721e09d";

export default node;
