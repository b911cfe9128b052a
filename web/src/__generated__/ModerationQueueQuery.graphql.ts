/**
 * @generated SignedSource<<1c0391973aae8169010a6e9cb82e1c17>>
 * @relayHash 825cdb7bd19a8ea22341cd36615cfb7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67bec4e694655e092a03625d2bf5a9a42b48ff81391721db53991f35f7346610

import { ConcreteRequest } from 'relay-runtime';
export type ModerationActionKind = "APPROVE_VERIFICATION" | "AUTO_HIDE" | "DISMISS" | "HIDE" | "LIFT_SUSPENSION" | "REFUSE_VERIFICATION" | "RESTORE" | "SUSPEND" | "WARN" | "%future added value";
export type ReportReason = "HARASSMENT" | "IMPERSONATION" | "MISINFORMATION" | "OTHER" | "SCAM" | "SPAM" | "%future added value";
export type ReportTargetType = "JOB" | "MESSAGE" | "RESOURCE" | "TEAM" | "USER" | "VENDOR" | "%future added value";
export type ModerationQueueQuery$variables = Record<PropertyKey, never>;
export type ModerationQueueQuery$data = {
  readonly moderationQueue: ReadonlyArray<{
    readonly author: {
      readonly databaseId: number;
      readonly history: ReadonlyArray<{
        readonly action: ModerationActionKind;
        readonly createdAt: string;
        readonly databaseId: number;
        readonly reason: string;
      }>;
      readonly joinedAt: string;
      readonly name: string;
      readonly suspended: boolean;
      readonly suspendedUntil: string | null | undefined;
      readonly username: string;
    } | null | undefined;
    readonly body: string;
    readonly exists: boolean;
    readonly hidden: boolean;
    readonly hiddenReason: string;
    readonly lastReportedAt: string;
    readonly path: string;
    readonly reportCount: number;
    readonly reports: ReadonlyArray<{
      readonly createdAt: string;
      readonly databaseId: number;
      readonly details: string;
      readonly reason: ReportReason;
      readonly reporter: string | null | undefined;
    }>;
    readonly resolveReportId: number;
    readonly targetId: number;
    readonly targetType: ReportTargetType;
    readonly title: string;
  }> | null | undefined;
};
export type ModerationQueueQuery = {
  response: ModerationQueueQuery$data;
  variables: ModerationQueueQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ModerationItem",
    "kind": "LinkedField",
    "name": "moderationQueue",
    "plural": true,
    "selections": [
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
        "name": "path",
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
        "name": "body",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "exists",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hidden",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hiddenReason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reportCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastReportedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resolveReportId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ModerationReport",
        "kind": "LinkedField",
        "name": "reports",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "details",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reporter",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ModerationAuthor",
        "kind": "LinkedField",
        "name": "author",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "joinedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "suspended",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "suspendedUntil",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ModerationLogEntry",
            "kind": "LinkedField",
            "name": "history",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "action",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ModerationQueueQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ModerationQueueQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "67bec4e694655e092a03625d2bf5a9a42b48ff81391721db53991f35f7346610",
    "metadata": {},
    "name": "ModerationQueueQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4209dbf063c062df1b81c9c83614f02a";

export default node;
