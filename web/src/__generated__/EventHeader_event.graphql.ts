/**
 * @generated SignedSource<<f0e8b789878674cd70c0bdba96629d5f>>
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
  readonly timeZone: string;
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
      "name": "timeZone",
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

(node as any).hash = "7f05ddde6f62ce33e8cdca3e609b68b7";

export default node;
