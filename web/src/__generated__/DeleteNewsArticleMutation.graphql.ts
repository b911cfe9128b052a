/**
 * @generated SignedSource<<77c3553a1f546641fc2a51751ff0b79d>>
 * @relayHash 507395639ee57379f70560ce9db8cafa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bef2dca7d5dcb14e673f9fbf856e113f729f679a21563aa6802d6441824cacdf

import { ConcreteRequest } from 'relay-runtime';
export type DeleteNewsArticleInput = {
  id: string;
};
export type DeleteNewsArticleMutation$variables = {
  input: DeleteNewsArticleInput;
};
export type DeleteNewsArticleMutation$data = {
  readonly deleteNewsArticle: {
    readonly deletedNewsArticleId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeleteNewsArticleMutation = {
  response: DeleteNewsArticleMutation$data;
  variables: DeleteNewsArticleMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedNewsArticleId",
  "storageKey": null
},
v3 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteNewsArticleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteNewsArticlePayload",
        "kind": "LinkedField",
        "name": "deleteNewsArticle",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteNewsArticleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteNewsArticlePayload",
        "kind": "LinkedField",
        "name": "deleteNewsArticle",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedNewsArticleId"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bef2dca7d5dcb14e673f9fbf856e113f729f679a21563aa6802d6441824cacdf",
    "metadata": {},
    "name": "DeleteNewsArticleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e56a23f7f54c35725fa92e2dc15e25e3";

export default node;
