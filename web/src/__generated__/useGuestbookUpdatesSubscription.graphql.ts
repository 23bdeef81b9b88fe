/**
 * @generated SignedSource<<f26ef14d88dddf3b348730bcf3cc1aeb>>
 * @relayHash 803a779f7bb5b79a58e48d0d35ef4096
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8647cbee06d56c79710455426ce5d1f69595d41d58f323f93af5b4c5ea9c73a1

import { ConcreteRequest } from 'relay-runtime';
export type GuestbookStatus = "APPROVED" | "HIDDEN" | "PENDING" | "%future added value";
export type useGuestbookUpdatesSubscription$variables = {
  pin?: string | null | undefined;
  slug: string;
};
export type useGuestbookUpdatesSubscription$data = {
  readonly guestbookUpdated: {
    readonly added: ReadonlyArray<{
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
    }>;
    readonly removedIds: ReadonlyArray<string>;
  };
};
export type useGuestbookUpdatesSubscription = {
  response: useGuestbookUpdatesSubscription$data;
  variables: useGuestbookUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "pin",
        "variableName": "pin"
      },
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "GuestbookUpdate",
    "kind": "LinkedField",
    "name": "guestbookUpdated",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GuestbookMessage",
        "kind": "LinkedField",
        "name": "added",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
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
            "name": "message",
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
              (v2/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedIds",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useGuestbookUpdatesSubscription",
    "selections": (v3/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useGuestbookUpdatesSubscription",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "8647cbee06d56c79710455426ce5d1f69595d41d58f323f93af5b4c5ea9c73a1",
    "metadata": {},
    "name": "useGuestbookUpdatesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "edd8f252564744d0d3b28d199a9bea35";

export default node;
