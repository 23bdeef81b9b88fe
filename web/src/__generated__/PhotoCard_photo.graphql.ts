/**
 * @generated SignedSource<<5a4c3b78f5d8390e170c22dfdc1b7359>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MediaType = "PHOTO" | "VIDEO" | "%future added value";
export type ProcessingState = "FAILED" | "PROCESSING" | "READY" | "%future added value";
export type RsvpStatus = "MAYBE" | "NO" | "YES" | "%future added value";
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PhotoCard_photo$data = {
  readonly album: {
    readonly name: string;
  } | null | undefined;
  readonly durationSeconds: number | null | undefined;
  readonly id: string;
  readonly isFavourite: boolean;
  readonly mediaType: MediaType;
  readonly originalFilename: string;
  readonly originalUrl: string;
  readonly processingError: string | null | undefined;
  readonly processingState: ProcessingState;
  readonly reactionCount: number;
  readonly rsvp: {
    readonly fullName: string;
    readonly guestsCount: number;
    readonly id: string;
    readonly status: RsvpStatus;
  } | null | undefined;
  readonly status: UploadStatus;
  readonly table: {
    readonly name: string;
  } | null | undefined;
  readonly thumbnailUrl: string;
  readonly uploaderName: string | null | undefined;
  readonly " $fragmentType": "PhotoCard_photo";
};
export type PhotoCard_photo$key = {
  readonly " $data"?: PhotoCard_photo$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoCard_photo">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhotoCard_photo",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalFilename",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "processingState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "processingError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mediaType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnailUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uploaderName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Rsvp",
      "kind": "LinkedField",
      "name": "rsvp",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "guestsCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EventTable",
      "kind": "LinkedField",
      "name": "table",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFavourite",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reactionCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Album",
      "kind": "LinkedField",
      "name": "album",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Photo",
  "abstractKey": null
};
})();

(node as any).hash = "5a139d985723290c90625b78a2caea85";

export default node;
