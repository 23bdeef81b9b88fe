/**
 * @generated SignedSource<<31b025db5055d93a8224e4bb221de20b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PhotoCard_photo$data = {
  readonly id: string;
  readonly originalFilename: string;
  readonly originalUrl: string;
  readonly status: UploadStatus;
  readonly thumbnailUrl: string;
  readonly uploaderName: string | null | undefined;
  readonly " $fragmentType": "PhotoCard_photo";
};
export type PhotoCard_photo$key = {
  readonly " $data"?: PhotoCard_photo$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoCard_photo">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhotoCard_photo",
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
      "name": "originalFilename",
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
      "name": "uploaderName",
      "storageKey": null
    }
  ],
  "type": "Photo",
  "abstractKey": null
};

(node as any).hash = "8b95d00d137ba33684231e164d7e1a2b";

export default node;
