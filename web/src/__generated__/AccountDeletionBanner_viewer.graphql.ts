/**
 * @generated SignedSource<<55d77ac7942fef9ff184d428545ec7fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountDeletionBanner_viewer$data = {
  readonly deletionScheduledAt: string | null | undefined;
  readonly " $fragmentType": "AccountDeletionBanner_viewer";
};
export type AccountDeletionBanner_viewer$key = {
  readonly " $data"?: AccountDeletionBanner_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountDeletionBanner_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountDeletionBanner_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletionScheduledAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6718ff82761ed373ff30a7d67183159b";

export default node;
