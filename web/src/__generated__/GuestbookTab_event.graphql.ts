/**
 * @generated SignedSource<<b69fc52725e2334519cd8c357536c648>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GuestbookTab_event$data = {
  readonly databaseId: number;
  readonly guestbookPendingCount: number;
  readonly " $fragmentType": "GuestbookTab_event";
};
export type GuestbookTab_event$key = {
  readonly " $data"?: GuestbookTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"GuestbookTab_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GuestbookTab_event",
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
      "name": "guestbookPendingCount",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "6e4ddf89f6e1eb17d2f496ac5e623e5c";

export default node;
