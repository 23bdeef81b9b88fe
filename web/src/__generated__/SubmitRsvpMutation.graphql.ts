/**
 * @generated SignedSource<<89c168ece2ef20656a69e0efd881f03c>>
 * @relayHash 834ca9e51afa06f330845375da41e5a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d44b488bd343f4b49b0fe8e4892d8aa5e213e826cd77a5400615fc785566efab

import { ConcreteRequest } from 'relay-runtime';
export type RsvpStatus = "MAYBE" | "NO" | "YES" | "%future added value";
export type SubmitRsvpInput = {
  email?: string | null | undefined;
  fullName: string;
  guestsCount?: number | null | undefined;
  note?: string | null | undefined;
  phone?: string | null | undefined;
  pin?: string | null | undefined;
  slug: string;
  status: RsvpStatus;
};
export type SubmitRsvpMutation$variables = {
  input: SubmitRsvpInput;
};
export type SubmitRsvpMutation$data = {
  readonly submitRsvp: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly rsvp?: {
      readonly email: string | null | undefined;
      readonly fullName: string;
      readonly guestsCount: number;
      readonly note: string | null | undefined;
      readonly phone: string | null | undefined;
      readonly status: RsvpStatus;
      readonly updatedAt: string;
    };
  };
};
export type SubmitRsvpMutation = {
  response: SubmitRsvpMutation$data;
  variables: SubmitRsvpMutation$variables;
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
    "name": "submitRsvp",
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
            "concreteType": "GuestRsvp",
            "kind": "LinkedField",
            "name": "rsvp",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fullName",
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
                "name": "phone",
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
                "name": "guestsCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SubmitRsvpSuccess",
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
    "name": "SubmitRsvpMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubmitRsvpMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d44b488bd343f4b49b0fe8e4892d8aa5e213e826cd77a5400615fc785566efab",
    "metadata": {},
    "name": "SubmitRsvpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b0cbfd5682f14d350f3e2f5e87bf4cdd";

export default node;
