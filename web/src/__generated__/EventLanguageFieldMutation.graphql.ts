/**
 * @generated SignedSource<<db4db8fe44b57ed33e106a2509d96711>>
 * @relayHash 2423f2927632dddfa69f177f1d8358e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 942d650efbf1f4ffc1e169f166666d7d530263e3de6241ff4ff4fa9f5efaa10f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GalleryMode = "OWN" | "SHARED" | "UPLOAD_ONLY" | "%future added value";
export type Language = "DE" | "EN" | "ES" | "TR" | "%future added value";
export type Visibility = "LINK" | "PUBLIC" | "%future added value";
export type UpdateEventInput = {
  address?: string | null | undefined;
  allowVideos?: boolean | null | undefined;
  autoApprove?: boolean | null | undefined;
  contactEmail?: string | null | undefined;
  contactName?: string | null | undefined;
  contactPhone?: string | null | undefined;
  coupleNames?: string | null | undefined;
  coverImageUrl?: string | null | undefined;
  dateTime?: string | null | undefined;
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
  timeZone?: string | null | undefined;
  title?: string | null | undefined;
  venueName?: string | null | undefined;
  visibility?: Visibility | null | undefined;
};
export type EventLanguageFieldMutation$variables = {
  id: string;
  input: UpdateEventInput;
};
export type EventLanguageFieldMutation$data = {
  readonly updateEvent: {
    readonly __typename: string;
    readonly event?: {
      readonly " $fragmentSpreads": FragmentRefs<"EventLanguageField_event">;
    };
    readonly message?: string;
  };
};
export type EventLanguageFieldMutation = {
  response: EventLanguageFieldMutation$data;
  variables: EventLanguageFieldMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EventLanguageFieldMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "EventLanguageField_event"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateEventSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventLanguageFieldMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                    "name": "language",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateEventSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "942d650efbf1f4ffc1e169f166666d7d530263e3de6241ff4ff4fa9f5efaa10f",
    "metadata": {},
    "name": "EventLanguageFieldMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3b1d562fdfa722d2ac12e08eb6229961";

export default node;
