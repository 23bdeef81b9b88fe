/**
 * @generated SignedSource<<bf0036c7c13ac9f1b92a4b583af24cfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventRole = "CO_HOST" | "OWNER" | "%future added value";
export type EventStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventCard_event$data = {
  readonly coverImageUrl: string | null | undefined;
  readonly databaseId: number;
  readonly dateTime: string;
  readonly photoCount: number;
  readonly rsvpCount: number;
  readonly slug: string;
  readonly status: EventStatus;
  readonly timeZone: string;
  readonly title: string;
  readonly venueName: string | null | undefined;
  readonly viewerRole: EventRole;
  readonly " $fragmentSpreads": FragmentRefs<"ShareMenu_event">;
  readonly " $fragmentType": "EventCard_event";
};
export type EventCard_event$key = {
  readonly " $data"?: EventCard_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventCard_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventCard_event",
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
      "name": "slug",
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
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "venueName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coverImageUrl",
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
      "name": "photoCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rsvpCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareMenu_event"
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "e3f6cbf9a37e49ffadf76d3eebf2bf24";

export default node;
