/**
 * @generated SignedSource<<d8f80ebc8be0de1cea3e06b89889f643>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserType = "CAMPAIGN_STAFF" | "CANDIDATE" | "VENDOR" | "%future added value";
export type ProfileRouteQuery$variables = Record<PropertyKey, never>;
export type ProfileRouteQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly userType: UserType;
    readonly " $fragmentSpreads": FragmentRefs<"EditProfileForm_user" | "ProfileCard_user" | "ProfileOverview_user">;
  } | null | undefined;
};
export type ProfileRouteQuery = {
  response: ProfileRouteQuery$data;
  variables: ProfileRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userType",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileCard_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileOverview_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EditProfileForm_user"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfileRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
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
            "name": "profileImage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "location",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
            "name": "jobsAppliedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "jobsPostedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentPosition",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "previousPositions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "education",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "skills",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "politicalAffiliation",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resume",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "website",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "socialLinks",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phoneNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPublicProfile",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f0021cee67b7a8f3a4d420489c595a5a",
    "id": null,
    "metadata": {},
    "name": "ProfileRouteQuery",
    "operationKind": "query",
    "text": "query ProfileRouteQuery {\n  viewer {\n    id\n    userType\n    ...ProfileCard_user\n    ...ProfileOverview_user\n    ...EditProfileForm_user\n  }\n}\n\nfragment EditProfileForm_user on User {\n  id\n  firstName\n  lastName\n  email\n  location\n  bio\n  profileImage\n  politicalAffiliation\n  currentPosition\n  previousPositions\n  education\n  skills\n  resume\n  website\n  socialLinks\n  phoneNumber\n  isPublicProfile\n}\n\nfragment ProfessionalInfoCard_user on User {\n  currentPosition\n  previousPositions\n  education\n  skills\n}\n\nfragment ProfileCard_user on User {\n  firstName\n  lastName\n  username\n  userType\n  profileImage\n  bio\n  location\n  email\n  createdAt\n}\n\nfragment ProfileOverview_user on User {\n  userType\n  jobsAppliedCount\n  jobsPostedCount\n  ...ProfessionalInfoCard_user\n}\n"
  }
};
})();

(node as any).hash = "d2af758717a5875b77063ac710c8f0c9";

export default node;
