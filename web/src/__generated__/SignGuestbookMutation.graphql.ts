/**
 * @generated SignedSource<<f6682dbe7d96da9e29bb1a273f285780>>
 * @relayHash 009b869db9b8eb0421918816892e36f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63e5039f4c1d8b73643cdb7110adbb7b991e1f688f382e45c6508614462aed57

import { ConcreteRequest } from 'relay-runtime';
export type GuestbookStatus = "APPROVED" | "HIDDEN" | "PENDING" | "%future added value";
export type SignGuestbookInput = {
  message: string;
  name: string;
  photoId?: string | null | undefined;
  pin?: string | null | undefined;
  slug: string;
};
export type SignGuestbookMutation$variables = {
  input: SignGuestbookInput;
};
export type SignGuestbookMutation$data = {
  readonly signGuestbook: {
    readonly __typename: string;
    readonly entry?: {
      readonly createdAt: string;
      readonly id: string;
      readonly message: string;
      readonly mine: boolean;
      readonly name: string;
      readonly status: GuestbookStatus;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type SignGuestbookMutation = {
  response: SignGuestbookMutation$data;
  variables: SignGuestbookMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "signGuestbook",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GuestbookMessage",
            "kind": "LinkedField",
            "name": "entry",
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
                "name": "name",
                "storageKey": null
              },
              (v1/*:: as any*/),
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mine",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SignGuestbookSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "SignGuestbookMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignGuestbookMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "63e5039f4c1d8b73643cdb7110adbb7b991e1f688f382e45c6508614462aed57",
    "metadata": {},
    "name": "SignGuestbookMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c746aee33585f60b12e6638053350aff";

export default node;
