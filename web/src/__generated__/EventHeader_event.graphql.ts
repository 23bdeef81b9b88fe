/**
 * @generated SignedSource<<5c3b2b3631bc55ed78760e02328e537c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventRole = "CO_HOST" | "OWNER" | "%future added value";
export type EventStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventHeader_event$data = {
  readonly dateTime: string;
  readonly id: string;
  readonly slug: string;
  readonly status: EventStatus;
  readonly title: string;
  readonly venueName: string | null | undefined;
  readonly viewerRole: EventRole;
  readonly " $fragmentType": "EventHeader_event";
};
export type EventHeader_event$key = {
  readonly " $data"?: EventHeader_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventHeader_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventHeader_event",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "venueName",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "c41514c7c0358ebcc15a07dc9e56796d";

export default node;
