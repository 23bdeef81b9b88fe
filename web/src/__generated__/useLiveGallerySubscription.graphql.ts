/**
 * @generated SignedSource<<eb7d2a248c1d2120c5a916764fbf0f15>>
 * @relayHash 3f0116fd8071d86bf73849505479aae1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1302fa51358cfd90ec7cc5223211f054344b2496a3827f9230e2b9df2ca23486

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
    "id": "1302fa51358cfd90ec7cc5223211f054344b2496a3827f9230e2b9df2ca23486",
    "metadata": {},
    "name": "useLiveGallerySubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "1f11b91be149281b36102f0d237fece1";

export default node;
