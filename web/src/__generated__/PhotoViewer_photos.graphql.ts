/**
 * @generated SignedSource<<b6f8af33e0b6a1b4a30cfa55e5ad0e4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PhotoViewer_photos$data = ReadonlyArray<{
  readonly height: number | null | undefined;
  readonly id: string;
  readonly originalFilename: string;
  readonly originalUrl: string;
  readonly status: UploadStatus;
  readonly uploaderName: string | null | undefined;
  readonly url: string;
  readonly width: number | null | undefined;
  readonly " $fragmentType": "PhotoViewer_photos";
}>;
export type PhotoViewer_photos$key = ReadonlyArray<{
  readonly " $data"?: PhotoViewer_photos$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoViewer_photos">;
}>;

const node: ReaderFragment = {
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
    }
  ],
  "type": "Photo",
  "abstractKey": null
};

(node as any).hash = "9d451b199bb0870e20811d08fd4aadea";

export default node;
