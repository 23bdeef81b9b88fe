/**
 * @generated SignedSource<<714f09750727b77695288bd92419f889>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventHero_event$data = {
  readonly coupleNames: string | null | undefined;
  readonly coverImageUrl: string | null | undefined;
  readonly dateTime: string;
  readonly title: string;
  readonly venueName: string | null | undefined;
  readonly " $fragmentType": "EventHero_event";
};
export type EventHero_event$key = {
  readonly " $data"?: EventHero_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventHero_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventHero_event",
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
      "name": "coupleNames",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coverImageUrl",
      "storageKey": null
    }
  ],
  "type": "PublicEvent",
  "abstractKey": null
};

(node as any).hash = "143db9866848e7e506f1592ebe2f253c";

export default node;
