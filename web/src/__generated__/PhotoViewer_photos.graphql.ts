/**
 * @generated SignedSource<<1d95cd1ff33975329fcd2ed7666e14da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MediaType = "PHOTO" | "VIDEO" | "%future added value";
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PhotoViewer_photos$data = ReadonlyArray<{
  readonly album: {
    readonly name: string;
  } | null | undefined;
  readonly height: number | null | undefined;
  readonly id: string;
  readonly isFavourite: boolean;
  readonly mediaType: MediaType;
  readonly originalFilename: string;
  readonly originalUrl: string;
  readonly status: UploadStatus;
  readonly table: {
    readonly name: string;
  } | null | undefined;
  readonly uploaderName: string | null | undefined;
  readonly url: string;
  readonly videoUrl: string | null | undefined;
  readonly width: number | null | undefined;
  readonly " $fragmentType": "PhotoViewer_photos";
}>;
export type PhotoViewer_photos$key = ReadonlyArray<{
  readonly " $data"?: PhotoViewer_photos$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoViewer_photos">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PhotoViewer_photos",
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
      "name": "originalUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalFilename",
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
      "name": "status",
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
      "concreteType": "EventTable",
      "kind": "LinkedField",
      "name": "table",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFavourite",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Album",
      "kind": "LinkedField",
      "name": "album",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Photo",
  "abstractKey": null
};
})();

(node as any).hash = "6550d90a4c1ca7192d51ade4c779f5a3";

export default node;
