/**
 * @generated SignedSource<<b278ba8ab9d996b75fbecde6c555d7ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
      readonly status: UploadStatus;
      readonly uploaderName: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"PhotoCard_photo" | "PhotoViewer_photos">;
    }>;
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "originalFilename",
  "storageKey": null
},
v6 = {
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Photo",
            "kind": "LinkedField",
            "name": "photos",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Photo",
            "kind": "LinkedField",
            "name": "photos",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
    "cacheID": "1619e79bc41de2a896009dab0351df10",
    "id": null,
    "metadata": {},
    "name": "useModerationQueueSubscription",
    "operationKind": "subscription",
    "text": "subscription useModerationQueueSubscription(\n  $eventId: ID!\n) {\n  moderationQueue(eventId: $eventId) {\n    kind\n    photos {\n      id\n      status\n      originalFilename\n      uploaderName\n      ...PhotoCard_photo\n      ...PhotoViewer_photos\n    }\n  }\n}\n\nfragment PhotoCard_photo on Photo {\n  id\n  originalFilename\n  status\n  processingState\n  processingError\n  thumbnailUrl\n  originalUrl\n  uploaderName\n}\n\nfragment PhotoViewer_photos on Photo {\n  id\n  url\n  originalUrl\n  originalFilename\n  uploaderName\n  status\n  width\n  height\n}\n"
  }
};
})();

(node as any).hash = "21268945f3e41dca77f3f0e01345d318";

export default node;
