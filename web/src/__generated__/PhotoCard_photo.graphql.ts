/**
 * @generated SignedSource<<f656c78477fd621d6b3cffaefe6f9581>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProcessingState = "FAILED" | "PROCESSING" | "READY" | "%future added value";
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PhotoCard_photo$data = {
  readonly id: string;
  readonly originalFilename: string;
  readonly originalUrl: string;
  readonly processingError: string | null | undefined;
  readonly processingState: ProcessingState;
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
      "name": "uploaderName",
      "storageKey": null
    }
  ],
  "type": "Photo",
  "abstractKey": null
};

(node as any).hash = "00ea8741f1ec6cbe0962ddc7460fa4c5";

export default node;
