/**
 * @generated SignedSource<<08860d4134912a878251c102142340b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GalleryMode = "OWN" | "SHARED" | "UPLOAD_ONLY" | "%future added value";
export type Visibility = "LINK" | "PUBLIC" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SettingsTab_event$data = {
  readonly address: string | null | undefined;
  readonly albums: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly allowVideos: boolean;
  readonly autoApprove: boolean;
  readonly contactEmail: string | null | undefined;
  readonly contactName: string | null | undefined;
  readonly contactPhone: string | null | undefined;
  readonly coupleNames: string | null | undefined;
  readonly coverImageUrl: string | null | undefined;
  readonly dateTime: string;
  readonly description: string | null | undefined;
  readonly galleryMode: GalleryMode;
  readonly id: string;
  readonly isPinRequired: boolean;
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
  readonly pinCode: string | null | undefined;
  readonly requireAlbum: boolean;
  readonly revealAt: string | null | undefined;
  readonly rsvpDeadline: string | null | undefined;
  readonly rsvpEnabled: boolean;
  readonly shareUrl: string;
  readonly slug: string;
  readonly timeZone: string;
  readonly title: string;
  readonly venueName: string | null | undefined;
  readonly visibility: Visibility;
  readonly " $fragmentSpreads": FragmentRefs<"EventLanguageField_event">;
  readonly " $fragmentType": "SettingsTab_event";
};
export type SettingsTab_event$key = {
  readonly " $data"?: SettingsTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsTab_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsTab_event",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "shareUrl",
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
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longitude",
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
      "name": "coverImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coupleNames",
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
      "name": "pinCode",
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
      "name": "rsvpEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rsvpDeadline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoApprove",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowVideos",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requireAlbum",
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
        (v0/*:: as any*/)
      ],
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
      "name": "contactName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactPhone",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EventLanguageField_event"
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "4829f469a1ab2755ba24412206cf7598";

export default node;
