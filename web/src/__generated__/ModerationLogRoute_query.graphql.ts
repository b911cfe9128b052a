/**
 * @generated SignedSource<<54e62563eca054ac29cede6045ef9206>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ModerationActionKind = "APPROVE_VERIFICATION" | "AUTO_HIDE" | "DISMISS" | "HIDE" | "LIFT_SUSPENSION" | "REFUSE_VERIFICATION" | "RESTORE" | "SUSPEND" | "WARN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModerationLogRoute_query$data = {
  readonly moderationLog: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly action: ModerationActionKind;
        readonly author: string;
        readonly createdAt: string;
        readonly databaseId: number;
        readonly days: number | null | undefined;
        readonly moderator: string;
        readonly reason: string;
        readonly targetId: number;
        readonly targetType: string;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ModerationLogRoute_query";
};
export type ModerationLogRoute_query$key = {
  readonly " $data"?: ModerationLogRoute_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationLogRoute_query">;
};

import ModerationLogPaginationQuery_graphql from './ModerationLogPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "moderationLog"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": ModerationLogPaginationQuery_graphql
    }
  },
  "name": "ModerationLogRoute_query",
  "selections": [
    {
      "alias": "moderationLog",
      "args": null,
      "concreteType": "ModerationLogConnection",
      "kind": "LinkedField",
      "name": "__ModerationLogRoute_moderationLog_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ModerationLogEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ModerationLogEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
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
                  "name": "action",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reason",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "days",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "targetType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "targetId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "moderator",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "author",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "7e09d3c6311a4e61fa038501fa0bbba7";

export default node;
