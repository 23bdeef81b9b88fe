/**
 * @generated SignedSource<<50a479c6b71b95a525c6c1a52a8a44e6>>
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
  readonly table: {
    readonly name: string;
  } | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EventTable",
      "kind": "LinkedField",
      "name": "table",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Photo",
  "abstractKey": null
};

(node as any).hash = "7201da83070ed488ed42628a3c0d7621";

export default node;
