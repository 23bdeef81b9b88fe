/**
 * @generated SignedSource<<6edb0c8b66a354d47f011aa82874b1ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "DE" | "EN" | "ES" | "TR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LanguageSection_viewer$data = {
  readonly language: Language | null | undefined;
  readonly " $fragmentType": "LanguageSection_viewer";
};
export type LanguageSection_viewer$key = {
  readonly " $data"?: LanguageSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"LanguageSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LanguageSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "38e5596d0ddc5987cf76244691c870b4";

export default node;
