/**
 * @generated SignedSource<<8e48821b2c7c881cf06e44b0e06e7028>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type GalleryMode = "OWN" | "SHARED" | "UPLOAD_ONLY" | "%future added value";
export type Visibility = "LINK" | "PUBLIC" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OverviewTab_event$data = {
  readonly address: string | null | undefined;
  readonly approvedPhotoCount: number;
  readonly databaseId: number;
  readonly dateTime: string;
  readonly description: string | null | undefined;
  readonly galleryMode: GalleryMode;
  readonly id: string;
  readonly isPinRequired: boolean;
  readonly pendingPhotoCount: number;
  readonly photoCount: number;
  readonly pinCode: string | null | undefined;
  readonly pinGuessing: {
    readonly guestsSlowed: boolean;
    readonly wrongTriesLastHour: number;
  };
  readonly qrCodeUrl: string;
  readonly revealAt: string | null | undefined;
  readonly rsvpCount: number;
  readonly shareUrl: string;
  readonly status: EventStatus;
  readonly timeZone: string;
  readonly title: string;
  readonly venueName: string | null | undefined;
  readonly visibility: Visibility;
  readonly " $fragmentSpreads": FragmentRefs<"SlideshowLink_event" | "TablesPanel_event">;
  readonly " $fragmentType": "OverviewTab_event";
};
export type OverviewTab_event$key = {
  readonly " $data"?: OverviewTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewTab_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewTab_event",
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
      "name": "galleryMode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revealAt",
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
      "name": "status",
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
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPinRequired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visibility",
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
      "name": "rsvpCount",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pinCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PinGuessing",
      "kind": "LinkedField",
      "name": "pinGuessing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wrongTriesLastHour",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "guestsSlowed",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TablesPanel_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SlideshowLink_event"
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "7ecdcd71c169450a93cc0f700194a187";

export default node;
