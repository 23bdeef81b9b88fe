/**
 * @generated SignedSource<<7f44de912b9e5c25b9949040f076ec88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSection_viewer$data = {
  readonly displayName: string;
  readonly " $fragmentType": "ProfileSection_viewer";
};
export type ProfileSection_viewer$key = {
  readonly " $data"?: ProfileSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d4feb953f2f7a00e56124472f45af8f0";

export default node;
