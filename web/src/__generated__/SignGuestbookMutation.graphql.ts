/**
 * @generated SignedSource<<0a869b46ca410c922c4828fec113939e>>
 * @relayHash 92bb1970595b86673781d4efb0a79af4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5231e11b9d64dae4c1525be6faa9d0536053f13c69c1fbfa89b6c63eb06a165d

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
      readonly photo: {
        readonly id: string;
        readonly thumbnailUrl: string;
      } | null | undefined;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v2/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GalleryPhoto",
                "kind": "LinkedField",
                "name": "photo",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "thumbnailUrl",
                    "storageKey": null
                  }
                ],
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
              (v2/*:: as any*/)
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
          (v2/*:: as any*/)
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
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignGuestbookMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "5231e11b9d64dae4c1525be6faa9d0536053f13c69c1fbfa89b6c63eb06a165d",
    "metadata": {},
    "name": "SignGuestbookMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3f713155dbff0505a032b89a45648e43";

export default node;
