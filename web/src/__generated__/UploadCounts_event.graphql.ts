/**
 * @generated SignedSource<<60da7bf16b55e91267e4d531150ff745>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UploadCounts_event$data = {
  readonly approvedPhotoCount: number;
  readonly pendingPhotoCount: number;
  readonly photoCount: number;
  readonly rejectedPhotoCount: number;
  readonly " $fragmentType": "UploadCounts_event";
};
export type UploadCounts_event$key = {
  readonly " $data"?: UploadCounts_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"UploadCounts_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UploadCounts_event",
  "selections": [
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
      "name": "pendingPhotoCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedPhotoCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectedPhotoCount",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "2dcc1648c624d0024602701e33afc29e";

export default node;
