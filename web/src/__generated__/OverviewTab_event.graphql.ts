/**
 * @generated SignedSource<<9f43f544b5b9fa85ae58eb94dfb3232a>>
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
  readonly " $fragmentSpreads": FragmentRefs<"TablesPanel_event">;
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
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "cbf48c93aa8e5712eb10df21b9cf36cd";

export default node;
