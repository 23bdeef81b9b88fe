/**
 * @generated SignedSource<<3c2564538e20462a6601bb9b4af8271a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionStore_viewer$data = {
  readonly displayName: string;
  readonly email: string;
  readonly id: string;
  readonly isAdmin: boolean;
};
export type SessionStore_viewer$key = {
  readonly " $data"?: SessionStore_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionStore_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "mask": false
  },
  "name": "SessionStore_viewer",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdmin",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9827394513f63b9959960cb9fae282b7";

export default node;
