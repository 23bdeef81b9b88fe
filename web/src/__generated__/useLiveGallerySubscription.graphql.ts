/**
 * @generated SignedSource<<10813d47f3fe83ca10c017607f731d9a>>
 * @relayHash b4c0d86e2b7d554c5f7a9123cea6441c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95583abec7789c06c91d994fd2a8ea6c81e2a2e508d43338f325c215511f5c73

import { ConcreteRequest } from 'relay-runtime';
export type GalleryAccess = "ALL" | "NONE" | "OWN" | "%future added value";
export type MediaType = "PHOTO" | "VIDEO" | "%future added value";
export type useLiveGallerySubscription$variables = {
  pin?: string | null | undefined;
  slug: string;
};
export type useLiveGallerySubscription$data = {
  readonly galleryUpdated: {
    readonly access: GalleryAccess;
    readonly added: ReadonlyArray<{
      readonly albumId: number | null | undefined;
      readonly durationSeconds: number | null | undefined;
      readonly height: number | null | undefined;
      readonly id: string;
      readonly mediaType: MediaType;
      readonly reactionCount: number;
      readonly takenAt: string | null | undefined;
      readonly thumbnailUrl: string;
      readonly uploaderName: string | null | undefined;
      readonly url: string;
      readonly videoUrl: string | null | undefined;
      readonly viewerReacted: boolean;
      readonly width: number | null | undefined;
    }>;
    readonly eventChanged: boolean;
    readonly photoCount: number;
    readonly reactionCounts: ReadonlyArray<{
      readonly count: number;
      readonly photoId: string;
    }>;
    readonly removedIds: ReadonlyArray<string>;
    readonly startOver: boolean;
  };
};
export type useLiveGallerySubscription = {
  response: useLiveGallerySubscription$data;
  variables: useLiveGallerySubscription$variables;
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
    "concreteType": "GalleryUpdate",
    "kind": "LinkedField",
    "name": "galleryUpdated",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GalleryPhoto",
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
            "name": "url",
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
            "name": "width",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "height",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uploaderName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "takenAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mediaType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "videoUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "durationSeconds",
            "storageKey": null
          },
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
            "name": "reactionCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerReacted",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReactionCount",
        "kind": "LinkedField",
        "name": "reactionCounts",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "photoId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
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
        "name": "access",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "eventChanged",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "startOver",
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
    "name": "useLiveGallerySubscription",
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
    "name": "useLiveGallerySubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "95583abec7789c06c91d994fd2a8ea6c81e2a2e508d43338f325c215511f5c73",
    "metadata": {},
    "name": "useLiveGallerySubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "4dee0a990a77c7a10f0234de1a13c3d1";

export default node;
