/**
 * @generated SignedSource<<90b6bc7c343ee407d2444045a9a1b354>>
 * @relayHash 297537b32f4269dcf553a803cdd75247
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e822ad042a0b7e6fc39942c0b18f92be2a098874af0f46600b2257bd430131e0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ModerationQueueChange = "ADDED" | "MODERATED" | "PROCESSED" | "REMOVED" | "%future added value";
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type useModerationQueueSubscription$variables = {
  eventId: string;
};
export type useModerationQueueSubscription$data = {
  readonly moderationQueue: {
    readonly kind: ModerationQueueChange;
    readonly photos: ReadonlyArray<{
      readonly id: string;
      readonly originalFilename: string;
      readonly rsvp: {
        readonly id: string;
      } | null | undefined;
      readonly status: UploadStatus;
      readonly uploaderName: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"PhotoCard_photo" | "PhotoViewer_photos">;
    }>;
    readonly removedIds: ReadonlyArray<string>;
  };
};
export type useModerationQueueSubscription = {
  response: useModerationQueueSubscription$data;
  variables: useModerationQueueSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "eventId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "eventId",
    "variableName": "eventId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedIds",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "originalFilename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uploaderName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useModerationQueueSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ModerationQueueUpdate",
        "kind": "LinkedField",
        "name": "moderationQueue",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Photo",
            "kind": "LinkedField",
            "name": "photos",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Rsvp",
                "kind": "LinkedField",
                "name": "rsvp",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PhotoCard_photo"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PhotoViewer_photos"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerationQueueSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ModerationQueueUpdate",
        "kind": "LinkedField",
        "name": "moderationQueue",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Photo",
            "kind": "LinkedField",
            "name": "photos",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Rsvp",
                "kind": "LinkedField",
                "name": "rsvp",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fullName",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guestsCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "processingState",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "processingError",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumbnailUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "originalUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e822ad042a0b7e6fc39942c0b18f92be2a098874af0f46600b2257bd430131e0",
    "metadata": {},
    "name": "useModerationQueueSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "c019d3465559232c8dc0bad28437ef38";

export default node;
