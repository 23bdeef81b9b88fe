/**
 * @generated SignedSource<<21a587b18bfd0afb5cbf8de89885fd15>>
 * @relayHash fb8349b7f6ea744ace934b2ff445570d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc3f6c589de269496b91c365db7dee4383db2cf26146da8870c8fba91e5f56a9

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
    "id": "cc3f6c589de269496b91c365db7dee4383db2cf26146da8870c8fba91e5f56a9",
    "metadata": {},
    "name": "useLiveGallerySubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "dc12aa9445d07fe5747d52c6b7418941";

export default node;
