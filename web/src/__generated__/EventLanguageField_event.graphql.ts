/**
 * @generated SignedSource<<1b13ea8ee00d4221c32b9fadaa2af61e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "DE" | "EN" | "ES" | "TR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventLanguageField_event$data = {
  readonly id: string;
  readonly language: Language;
  readonly " $fragmentType": "EventLanguageField_event";
};
export type EventLanguageField_event$key = {
  readonly " $data"?: EventLanguageField_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventLanguageField_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventLanguageField_event",
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
      "name": "language",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "632644f2a40a0dae0ec9bc65b4ecca3e";

export default node;
