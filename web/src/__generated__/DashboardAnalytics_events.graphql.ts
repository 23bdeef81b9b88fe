/**
 * @generated SignedSource<<54743477f2e282fb2b4f8f220c8f2938>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DashboardAnalytics_events$data = ReadonlyArray<{
  readonly databaseId: number;
  readonly dateTime: string;
  readonly id: string;
  readonly photoCount: number;
  readonly rsvpCount: number;
  readonly status: EventStatus;
  readonly title: string;
  readonly " $fragmentType": "DashboardAnalytics_events";
}>;
export type DashboardAnalytics_events$key = ReadonlyArray<{
  readonly " $data"?: DashboardAnalytics_events$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardAnalytics_events">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DashboardAnalytics_events",
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
      "name": "dateTime",
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
      "name": "photoCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rsvpCount",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "58f53d43bc14be342fb5c1ee82ab6f46";

export default node;
