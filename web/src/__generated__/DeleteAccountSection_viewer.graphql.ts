/**
 * @generated SignedSource<<f6875c02940d9096079c6bb70b177198>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteAccountSection_viewer$data = {
  readonly deletionScheduledAt: string | null | undefined;
  readonly ownedEventCount: number;
  readonly " $fragmentType": "DeleteAccountSection_viewer";
};
export type DeleteAccountSection_viewer$key = {
  readonly " $data"?: DeleteAccountSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteAccountSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteAccountSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletionScheduledAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownedEventCount",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f59213c5e78f50fdce231321627670ed";

export default node;
