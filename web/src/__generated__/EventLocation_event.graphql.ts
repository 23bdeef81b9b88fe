/**
 * @generated SignedSource<<d019869393092948ca2634911fafbf7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventLocation_event$data = {
  readonly address: string | null | undefined;
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
  readonly venueName: string | null | undefined;
  readonly " $fragmentType": "EventLocation_event";
};
export type EventLocation_event$key = {
  readonly " $data"?: EventLocation_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventLocation_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventLocation_event",
  "selections": [
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
    }
  ],
  "type": "PublicEvent",
  "abstractKey": null
};

(node as any).hash = "2555a24dc95bbf7beba3d1c6a3e47182";

export default node;
