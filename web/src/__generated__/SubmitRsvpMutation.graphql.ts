/**
 * @generated SignedSource<<b60f3bada046c8e103bf63e41e3b2555>>
 * @relayHash 8d486f20489c1bfae0cb0770dcbb10bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 044940d97fffd13d10ae33444a22e23773b2b02c5787fd36215f089eddd77899

import { ConcreteRequest } from 'relay-runtime';
export type RsvpStatus = "MAYBE" | "NO" | "YES" | "%future added value";
export type SubmitRsvpInput = {
  email?: string | null | undefined;
  fullName: string;
  guestsCount?: number | null | undefined;
  note?: string | null | undefined;
  notifyByEmail?: boolean | null | undefined;
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
      readonly notifyByEmail: boolean;
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
                "name": "notifyByEmail",
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
    "id": "044940d97fffd13d10ae33444a22e23773b2b02c5787fd36215f089eddd77899",
    "metadata": {},
    "name": "SubmitRsvpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d5f17386fe698436ea4c2ef62c0ecfca";

export default node;
