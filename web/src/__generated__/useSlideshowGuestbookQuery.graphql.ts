/**
 * @generated SignedSource<<ca5276c4d46dee5cb84022d234347dfa>>
 * @relayHash a5df0417c167562106e53cc8ad09460b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e56875a8f23f9a788b5273ebd0081271e10332955fabd75cb1668871bdd00fc7

import { ConcreteRequest } from 'relay-runtime';
export type useSlideshowGuestbookQuery$variables = {
  first: number;
  pin?: string | null | undefined;
  slug: string;
};
export type useSlideshowGuestbookQuery$data = {
  readonly publicEvent: {
    readonly __typename: "PublicEventSuccess";
    readonly event: {
      readonly guestbook: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly id: string;
            readonly message: string;
            readonly name: string;
          };
        }>;
      };
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSlideshowGuestbookQuery = {
  response: useSlideshowGuestbookQuery$data;
  variables: useSlideshowGuestbookQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pin"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
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
                "args": [
                  {
                    "kind": "Variable",
                    "name": "first",
                    "variableName": "first"
                  }
                ],
                "concreteType": "PublicEventGuestbookConnection",
                "kind": "LinkedField",
                "name": "guestbook",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PublicEventGuestbookConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "GuestbookMessage",
                        "kind": "LinkedField",
                        "name": "node",
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
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "message",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSlideshowGuestbookQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSlideshowGuestbookQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "e56875a8f23f9a788b5273ebd0081271e10332955fabd75cb1668871bdd00fc7",
    "metadata": {},
    "name": "useSlideshowGuestbookQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f020e614b69a4406e45ed698b3290298";

export default node;
