/**
 * @generated SignedSource<<eaed29d169a6e9bb7c7f547d6176a475>>
 * @relayHash 06b06f5c03d1dc46473e7c192ad45a91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b89a10d95f54f11983f8584275042b118bfad34a7459ead2fd952c509e6a65dd

import { ConcreteRequest } from 'relay-runtime';
export type GalleryMode = "OWN" | "SHARED" | "UPLOAD_ONLY" | "%future added value";
export type RsvpStatus = "MAYBE" | "NO" | "YES" | "%future added value";
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
    readonly eventCoupleNames: string | null | undefined;
    readonly eventDateTime: string | null | undefined;
    readonly eventTimeZone: string | null | undefined;
    readonly eventTitle: string | null | undefined;
    readonly message: string;
    readonly pinGiven: boolean;
  } | {
    readonly __typename: "PublicEventSuccess";
    readonly event: {
      readonly address: string | null | undefined;
      readonly albums: ReadonlyArray<{
        readonly albumId: string;
        readonly databaseId: number;
        readonly name: string;
        readonly photoCount: number;
        readonly position: number;
      }>;
      readonly allowVideos: boolean;
      readonly contactEmail: string | null | undefined;
      readonly contactName: string | null | undefined;
      readonly contactPhone: string | null | undefined;
      readonly coupleNames: string | null | undefined;
      readonly dateTime: string;
      readonly description: string | null | undefined;
      readonly galleryMode: GalleryMode;
      readonly hasHighlights: boolean;
      readonly heroImageUrl: string | null | undefined;
      readonly latitude: number | null | undefined;
      readonly longitude: number | null | undefined;
      readonly photoCount: number;
      readonly requireAlbum: boolean;
      readonly revealAt: string | null | undefined;
      readonly rsvpDeadline: string | null | undefined;
      readonly rsvpEnabled: boolean;
      readonly timeZone: string;
      readonly title: string;
      readonly venueName: string | null | undefined;
      readonly videoLimits: {
        readonly maxBytes: number;
        readonly maxSeconds: number;
        readonly slideshowSeconds: number;
      } | null | undefined;
      readonly viewerRsvp: {
        readonly email: string | null | undefined;
        readonly fullName: string;
        readonly guestsCount: number;
        readonly note: string | null | undefined;
        readonly notifyByEmail: boolean;
        readonly phone: string | null | undefined;
        readonly status: RsvpStatus;
      } | null | undefined;
      readonly viewerTable: {
        readonly name: string;
      } | null | undefined;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photoCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/)
],
v6 = [
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
                "kind": "ScalarField",
                "name": "title",
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
                "name": "dateTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "galleryMode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "revealAt",
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
                "name": "address",
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
                "name": "heroImageUrl",
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
                "kind": "ScalarField",
                "name": "allowVideos",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requireAlbum",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasHighlights",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GuestAlbum",
                "kind": "LinkedField",
                "name": "albums",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "albumId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "position",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VideoLimits",
                "kind": "LinkedField",
                "name": "videoLimits",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxBytes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxSeconds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slideshowSeconds",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GuestTable",
                "kind": "LinkedField",
                "name": "viewerTable",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notifyByEmail",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pinGiven",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eventTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eventCoupleNames",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eventDateTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eventTimeZone",
            "storageKey": null
          }
        ],
        "type": "PinRequiredError",
        "abstractKey": null
      },
      {
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
      {
        "kind": "InlineFragment",
        "selections": (v5/*:: as any*/),
        "type": "EventInactiveError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v5/*:: as any*/),
        "type": "NotFoundError",
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
    "name": "EventPageQuery",
    "selections": (v6/*:: as any*/),
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
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "b89a10d95f54f11983f8584275042b118bfad34a7459ead2fd952c509e6a65dd",
    "metadata": {},
    "name": "EventPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d1c58da54ae25670e4c05d0ea0e645da";

export default node;
