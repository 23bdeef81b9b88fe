/**
 * @generated SignedSource<<b1e3928c3f6fa7c5a3c630eb6da36824>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TabPlaceholder_event$data = {
  readonly photoCount: number;
  readonly rsvpCount: number;
  readonly " $fragmentType": "TabPlaceholder_event";
};
export type TabPlaceholder_event$key = {
  readonly " $data"?: TabPlaceholder_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"TabPlaceholder_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TabPlaceholder_event",
  "selections": [
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
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "9287314aa2e5a01130257bbf0eb18614";

export default node;
