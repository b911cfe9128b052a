/**
 * @generated SignedSource<<c1bc4b5f5bd7351b2e2f0794ea50a625>>
 * @relayHash 7b42349ed679f13447f7ba6f7a0b04e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 954180e590b6490577aab248b77d0a66d83ae63de740560921baa158fe0d24fb

import { ConcreteRequest } from 'relay-runtime';
export type SetApplicationNoteInput = {
  id: string;
  note: string;
};
export type SetApplicationNoteMutation$variables = {
  input: SetApplicationNoteInput;
};
export type SetApplicationNoteMutation$data = {
  readonly setApplicationNote: {
    readonly application: {
      readonly id: string;
      readonly note: string | null | undefined;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SetApplicationNoteMutation = {
  response: SetApplicationNoteMutation$data;
  variables: SetApplicationNoteMutation$variables;
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
    "concreteType": "JobApplicationPayload",
    "kind": "LinkedField",
    "name": "setApplicationNote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "JobApplication",
        "kind": "LinkedField",
        "name": "application",
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
            "name": "note",
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
    "name": "SetApplicationNoteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetApplicationNoteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "954180e590b6490577aab248b77d0a66d83ae63de740560921baa158fe0d24fb",
    "metadata": {},
    "name": "SetApplicationNoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "538a5b1df639bc85454e3978e1b78701";

export default node;
