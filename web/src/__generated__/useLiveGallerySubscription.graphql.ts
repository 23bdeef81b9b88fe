/**
 * @generated SignedSource<<8bec48e75ea81959a5b129220f04924b>>
 * @relayHash f42120fe631873b365fc16e2d92e2c36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 883980a300e5a8c7f19f295489de58aecb87f1e67df0ec2be04e7d6d16ee42a1

import { ConcreteRequest } from 'relay-runtime';
export type useLiveGallerySubscription$variables = {
  pin?: string | null | undefined;
  slug: string;
};
export type useLiveGallerySubscription$data = {
  readonly galleryUpdated: {
    readonly added: ReadonlyArray<{
      readonly height: number | null | undefined;
      readonly id: string;
      readonly takenAt: string | null | undefined;
      readonly thumbnailUrl: string;
      readonly uploaderName: string | null | undefined;
      readonly url: string;
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
    "id": "883980a300e5a8c7f19f295489de58aecb87f1e67df0ec2be04e7d6d16ee42a1",
    "metadata": {},
    "name": "useLiveGallerySubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "62f743772a584e2f11f1802234aace47";

export default node;
