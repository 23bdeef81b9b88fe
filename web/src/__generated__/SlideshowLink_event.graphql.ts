/**
 * @generated SignedSource<<066e0eda6d558fcd1e91c67bfb3ee10d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SlideshowLink_event$data = {
  readonly albums: ReadonlyArray<{
    readonly databaseId: number;
    readonly name: string;
  }>;
  readonly shareUrl: string;
  readonly " $fragmentType": "SlideshowLink_event";
};
export type SlideshowLink_event$key = {
  readonly " $data"?: SlideshowLink_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"SlideshowLink_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SlideshowLink_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shareUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Album",
      "kind": "LinkedField",
      "name": "albums",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
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
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "334eadf9b7b6c552cb4066d3dc3ca8ed";

export default node;
