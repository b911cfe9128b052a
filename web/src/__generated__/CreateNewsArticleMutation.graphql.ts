/**
 * @generated SignedSource<<fa58e1a2938341396fc4dc22e7d950a4>>
 * @relayHash 068915ec540870e1c98bb51bcce4bf4e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 090c4eeee78d3a4b2f26792f4394260f7bb9e5ca292c975efbb4b657bf7362fa

import { ConcreteRequest } from 'relay-runtime';
export type NewsStatus = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "%future added value";
export type CreateNewsArticleInput = {
  content: string;
  imageUrl?: string | null | undefined;
  publishAt?: string | null | undefined;
  status?: NewsStatus | null | undefined;
  summary: string;
  title: string;
};
export type CreateNewsArticleMutation$variables = {
  input: CreateNewsArticleInput;
};
export type CreateNewsArticleMutation$data = {
  readonly createNewsArticle: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly newsArticle: {
      readonly databaseId: number;
      readonly id: string;
      readonly publishedAt: string | null | undefined;
      readonly status: NewsStatus;
    } | null | undefined;
  };
};
export type CreateNewsArticleMutation = {
  response: CreateNewsArticleMutation$data;
  variables: CreateNewsArticleMutation$variables;
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
    "concreteType": "NewsArticlePayload",
    "kind": "LinkedField",
    "name": "createNewsArticle",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
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
    "name": "CreateNewsArticleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateNewsArticleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "090c4eeee78d3a4b2f26792f4394260f7bb9e5ca292c975efbb4b657bf7362fa",
    "metadata": {},
    "name": "CreateNewsArticleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da79f844ff0419cca52d4553cd810023";

export default node;
