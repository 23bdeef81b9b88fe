/**
 * @generated SignedSource<<417fc4df9398583581e4932cf7f79e85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventPageQuery$variables = {
  pin?: string | null | undefined;
  slug: string;
};
export type EventPageQuery$data = {
  readonly publicEvent: {
    readonly __typename: "EventInactiveError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "PinRequiredError";
    readonly message: string;
    readonly pinGiven: boolean;
  } | {
    readonly __typename: "PublicEventSuccess";
    readonly event: {
      readonly " $fragmentSpreads": FragmentRefs<"EventView_event">;
    };
  } | {
    readonly __typename: "RateLimitError";
    readonly message: string;
    readonly retryAfterSeconds: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type EventPageQuery = {
  response: EventPageQuery$data;
  variables: EventPageQuery$variables;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pinGiven",
      "storageKey": null
    }
  ],
  "type": "PinRequiredError",
  "abstractKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retryAfterSeconds",
      "storageKey": null
    }
  ],
  "type": "RateLimitError",
  "abstractKey": null
},
v7 = [
  (v4/*:: as any*/)
],
v8 = {
  "kind": "InlineFragment",
  "selections": (v7/*:: as any*/),
  "type": "EventInactiveError",
  "abstractKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": (v7/*:: as any*/),
  "type": "NotFoundError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EventPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "publicEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "EventView_event"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "PublicEventSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
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
    "name": "EventPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "publicEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dateTime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "photoCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "coupleNames",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "venueName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "coverImageUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rsvpEnabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rsvpDeadline",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GuestRsvp",
                    "kind": "LinkedField",
                    "name": "viewerRsvp",
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
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "kind": "ClientExtension",
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__id",
                        "storageKey": null
                      }
                    ]
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "address",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactPhone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "latitude",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "longitude",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "PublicEventSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1ccf9850eae3e790ad31e57d7376a26f",
    "id": null,
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": "query EventPageQuery(\n  $slug: String!\n  $pin: String\n) {\n  publicEvent(slug: $slug, pin: $pin) {\n    __typename\n    ... on PublicEventSuccess {\n      event {\n        ...EventView_event\n      }\n    }\n    ... on PinRequiredError {\n      message\n      pinGiven\n    }\n    ... on RateLimitError {\n      message\n      retryAfterSeconds\n    }\n    ... on EventInactiveError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n\nfragment EventDetails_event on PublicEvent {\n  dateTime\n  venueName\n  address\n  contactName\n  contactEmail\n  contactPhone\n}\n\nfragment EventHero_event on PublicEvent {\n  title\n  coupleNames\n  dateTime\n  venueName\n  coverImageUrl\n}\n\nfragment EventLocation_event on PublicEvent {\n  venueName\n  address\n  latitude\n  longitude\n}\n\nfragment EventView_event on PublicEvent {\n  title\n  dateTime\n  description\n  photoCount\n  ...EventHero_event\n  ...RsvpCard_event\n  ...EventDetails_event\n  ...EventLocation_event\n}\n\nfragment RsvpCard_event on PublicEvent {\n  rsvpEnabled\n  rsvpDeadline\n  viewerRsvp {\n    fullName\n    email\n    phone\n    status\n    guestsCount\n    note\n  }\n}\n"
  }
};
})();

(node as any).hash = "673a9775c64853ea8f8dc10bbef4edb5";

export default node;
