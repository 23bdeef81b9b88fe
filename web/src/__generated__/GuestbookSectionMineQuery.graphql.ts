/**
 * @generated SignedSource<<660b27192bf38a2c111dbc0ddf8a302f>>
 * @relayHash d8548d5b46b68ebdfa49e1a60aca8aad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2cfdac39424e61728810ad9c14e68a5d00ea9c0ebcae20beadb45f3849319f5

import { ConcreteRequest } from 'relay-runtime';
export type GuestbookStatus = "APPROVED" | "HIDDEN" | "PENDING" | "%future added value";
export type GuestbookSectionMineQuery$variables = {
  pin?: string | null | undefined;
  slug: string;
};
export type GuestbookSectionMineQuery$data = {
  readonly publicEvent: {
    readonly __typename: "PublicEventSuccess";
    readonly event: {
      readonly myGuestbookEntries: ReadonlyArray<{
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
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type GuestbookSectionMineQuery = {
  response: GuestbookSectionMineQuery$data;
  variables: GuestbookSectionMineQuery$variables;
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "publicEvent",
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
            "concreteType": "PublicEvent",
            "kind": "LinkedField",
            "name": "event",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GuestbookMessage",
                "kind": "LinkedField",
                "name": "myGuestbookEntries",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PublicEventSuccess",
        "abstractKey": null
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
    "name": "GuestbookSectionMineQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GuestbookSectionMineQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "a2cfdac39424e61728810ad9c14e68a5d00ea9c0ebcae20beadb45f3849319f5",
    "metadata": {},
    "name": "GuestbookSectionMineQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6d071cba8736bf3eaf6cea94d2a0c693";

export default node;
