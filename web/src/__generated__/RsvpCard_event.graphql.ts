/**
 * @generated SignedSource<<d81e907e267b82849c74a44e4e2f4d9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RsvpStatus = "MAYBE" | "NO" | "YES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RsvpCard_event$data = {
  readonly __id: string;
  readonly rsvpDeadline: string | null | undefined;
  readonly rsvpEnabled: boolean;
  readonly viewerRsvp: {
    readonly email: string | null | undefined;
    readonly fullName: string;
    readonly guestsCount: number;
    readonly note: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly status: RsvpStatus;
  } | null | undefined;
  readonly " $fragmentType": "RsvpCard_event";
};
export type RsvpCard_event$key = {
  readonly " $data"?: RsvpCard_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"RsvpCard_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RsvpCard_event",
  "selections": [
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
      "concreteType": "GuestRsvp",
      "kind": "LinkedField",
      "name": "viewerRsvp",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
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
          "name": "guestsCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__id",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "PublicEvent",
  "abstractKey": null
};

(node as any).hash = "948aa567fad91b58a00a62296228e19f";

export default node;
