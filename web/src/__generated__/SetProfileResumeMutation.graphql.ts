/**
 * @generated SignedSource<<98348d6e22b5f1826f6869ad92b27e01>>
 * @relayHash 4fdf7f6697b922110ed293032a9bd412
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc74cef87b29e2162bfbd0a7a7f9ac3a72255bd388e0450d951cb22e3fff0572

import { ConcreteRequest } from 'relay-runtime';
export type SetProfileResumeInput = {
  resume?: ResumeUploadInput | null | undefined;
};
export type ResumeUploadInput = {
  data: string;
  fileName: string;
};
export type SetProfileResumeMutation$variables = {
  input: SetProfileResumeInput;
};
export type SetProfileResumeMutation$data = {
  readonly setProfileResume: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly user: {
      readonly id: string;
      readonly resumeFile: {
        readonly fileName: string;
        readonly size: number;
        readonly uploadedAt: string;
        readonly url: string;
      } | null | undefined;
    } | null | undefined;
  };
};
export type SetProfileResumeMutation = {
  response: SetProfileResumeMutation$data;
  variables: SetProfileResumeMutation$variables;
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
    "concreteType": "SetProfileResumePayload",
    "kind": "LinkedField",
    "name": "setProfileResume",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "concreteType": "ResumeFile",
            "kind": "LinkedField",
            "name": "resumeFile",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "size",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "uploadedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
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
    "name": "SetProfileResumeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetProfileResumeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cc74cef87b29e2162bfbd0a7a7f9ac3a72255bd388e0450d951cb22e3fff0572",
    "metadata": {},
    "name": "SetProfileResumeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "32caa8d2b25354296d093dfec5497442";

export default node;
