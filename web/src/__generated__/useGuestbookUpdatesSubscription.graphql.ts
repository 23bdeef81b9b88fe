/**
 * @generated SignedSource<<19a78e00e7ff56d8d14cdc4a57854507>>
 * @relayHash 597353360b7f660feda98b2b2d581499
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 893cc84d8fdd855b31fb6317400ddbfa4e15afb66beb0bf4bf849788ca3a311a

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
v2 = [
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
    "selections": (v2/*:: as any*/),
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
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "893cc84d8fdd855b31fb6317400ddbfa4e15afb66beb0bf4bf849788ca3a311a",
    "metadata": {},
    "name": "useGuestbookUpdatesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "dd9172d13943f84beee9bee3c5ca1e66";

export default node;
