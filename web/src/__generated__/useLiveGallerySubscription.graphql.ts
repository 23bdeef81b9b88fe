/**
 * @generated SignedSource<<4943773da886a5df45e6d2b0e407a3c7>>
 * @relayHash 4c8eaeec22821097ec43e7b3995c970e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9bf46d9704844dd626e07887d3b18e1f1e538ff6d5fc0833b43f08a0d354a7c

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
      readonly takenAt: string | null | undefined;
      readonly thumbnailUrl: string;
      readonly uploaderName: string | null | undefined;
      readonly url: string;
      readonly videoUrl: string | null | undefined;
      readonly width: number | null | undefined;
    }>;
    readonly eventChanged: boolean;
    readonly photoCount: number;
    readonly removedIds: ReadonlyArray<string>;
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
    "id": "e9bf46d9704844dd626e07887d3b18e1f1e538ff6d5fc0833b43f08a0d354a7c",
    "metadata": {},
    "name": "useLiveGallerySubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b5927de969ec9b0a2b868c3c041e7fe6";

export default node;
