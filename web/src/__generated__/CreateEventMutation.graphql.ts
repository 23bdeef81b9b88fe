/**
 * @generated SignedSource<<5b1f87f986fc67036939379337fec03e>>
 * @relayHash e276ddbaeb5b667110fe58a08504fa54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93464495b58e7159e76caddfc4c7f608f3c702406b10902d4d3b8df333431fb4

import { ConcreteRequest } from 'relay-runtime';
export type EventRole = "CO_HOST" | "OWNER" | "%future added value";
export type EventStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type GalleryMode = "OWN" | "SHARED" | "UPLOAD_ONLY" | "%future added value";
export type Language = "DE" | "EN" | "ES" | "TR" | "%future added value";
export type Visibility = "LINK" | "PUBLIC" | "%future added value";
export type CreateEventInput = {
  address?: string | null | undefined;
  allowVideos?: boolean | null | undefined;
  autoApprove?: boolean | null | undefined;
  contactEmail?: string | null | undefined;
  contactName?: string | null | undefined;
  contactPhone?: string | null | undefined;
  coupleNames?: string | null | undefined;
  dateTime: string;
  description?: string | null | undefined;
  galleryMode?: GalleryMode | null | undefined;
  isPinRequired?: boolean | null | undefined;
  language?: Language | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  pinCode?: string | null | undefined;
  requireAlbum?: boolean | null | undefined;
  revealAt?: string | null | undefined;
  rsvpDeadline?: string | null | undefined;
  rsvpEnabled?: boolean | null | undefined;
  slideshowTableLeader?: boolean | null | undefined;
  slug: string;
  timeZone?: string | null | undefined;
  title: string;
  venueName?: string | null | undefined;
  visibility?: Visibility | null | undefined;
};
export type CreateEventMutation$variables = {
  input: CreateEventInput;
};
export type CreateEventMutation$data = {
  readonly createEvent: {
    readonly __typename: "ConflictError";
    readonly message: string;
  } | {
    readonly __typename: "CreateEventSuccess";
    readonly event: {
      readonly address: string | null | undefined;
      readonly coverImageUrl: string | null | undefined;
      readonly databaseId: number;
      readonly dateTime: string;
      readonly id: string;
      readonly isPinRequired: boolean;
      readonly photoCount: number;
      readonly rsvpCount: number;
      readonly shareUrl: string;
      readonly slug: string;
      readonly status: EventStatus;
      readonly title: string;
      readonly venueName: string | null | undefined;
      readonly viewerRole: EventRole;
      readonly visibility: Visibility;
    };
  } | {
    readonly __typename: "RateLimitError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type CreateEventMutation = {
  response: CreateEventMutation$data;
  variables: CreateEventMutation$variables;
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
  (v1/*:: as any*/)
],
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
    "name": "createEvent",
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
            "concreteType": "Event",
            "kind": "LinkedField",
            "name": "event",
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
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
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
                "name": "coverImageUrl",
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
                "name": "visibility",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isPinRequired",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerRole",
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
                "name": "rsvpCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shareUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateEventSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
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
        "selections": (v2/*:: as any*/),
        "type": "ConflictError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "RateLimitError",
        "abstractKey": null
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
    "name": "CreateEventMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateEventMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "93464495b58e7159e76caddfc4c7f608f3c702406b10902d4d3b8df333431fb4",
    "metadata": {},
    "name": "CreateEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "920282c8ed94bf0d9c3fbb304b6837fe";

export default node;
