/**
 * @generated SignedSource<<7728995b393ee9802bc00ac2b852ccdc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GuestbookStatus = "APPROVED" | "HIDDEN" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GuestbookEntryCard_entry$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly message: string;
  readonly name: string;
  readonly status: GuestbookStatus;
  readonly " $fragmentType": "GuestbookEntryCard_entry";
};
export type GuestbookEntryCard_entry$key = {
  readonly " $data"?: GuestbookEntryCard_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"GuestbookEntryCard_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GuestbookEntryCard_entry",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "GuestbookEntry",
  "abstractKey": null
};

(node as any).hash = "a7050079a9cfcfd2f47f48c16153ca7e";

export default node;
