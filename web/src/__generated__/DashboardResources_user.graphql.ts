/**
 * @generated SignedSource<<f644bef3fa3b57026c7684443ec6c3b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardResources_user$data = {
  readonly myResources: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ResourceCard_resource">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly savedResources: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ResourceCard_resource">;
      };
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "DashboardResources_user";
};
export type DashboardResources_user$key = {
  readonly " $data"?: DashboardResources_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardResources_user">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 4
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ResourceEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Resource",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResourceCard_resource"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__id",
        "storageKey": null
      }
    ]
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardResources_user",
  "selections": [
    {
      "alias": "myResources",
      "args": (v0/*:: as any*/),
      "concreteType": "ResourceConnection",
      "kind": "LinkedField",
      "name": "resources",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "resources(first:4)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "ResourceConnection",
      "kind": "LinkedField",
      "name": "savedResources",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "savedResources(first:4)"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "c94ea3f99be084e9a3635c2111acb465";

export default node;
