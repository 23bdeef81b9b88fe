/**
 * @generated SignedSource<<082fdb4edac3f31df2e6e5b6175aefd4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventView_event$data = {
  readonly dateTime: string;
  readonly description: string | null | undefined;
  readonly photoCount: number;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"EventDetails_event" | "EventHero_event" | "EventLocation_event" | "RsvpCard_event">;
  readonly " $fragmentType": "EventView_event";
};
export type EventView_event$key = {
  readonly " $data"?: EventView_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventView_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventView_event",
  "selections": [
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
      "name": "description",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "EventHero_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RsvpCard_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EventDetails_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EventLocation_event"
    }
  ],
  "type": "PublicEvent",
  "abstractKey": null
};

(node as any).hash = "16a84b094d33d3ef2faaeb5238e4996b";

export default node;
