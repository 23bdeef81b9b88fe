/**
 * @generated SignedSource<<737b154a86878471ecfd3ee31bef7cfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareMenu_event$data = {
  readonly databaseId: number;
  readonly qrCodeUrl: string;
  readonly shareUrl: string;
  readonly title: string;
  readonly " $fragmentType": "ShareMenu_event";
};
export type ShareMenu_event$key = {
  readonly " $data"?: ShareMenu_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareMenu_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareMenu_event",
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
      "name": "title",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "qrCodeUrl",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "0e05bf394850bd4e5037d86fc8e27b78";

export default node;
