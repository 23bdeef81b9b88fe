/**
 * @generated SignedSource<<448618ebaa6b98e50303e6dd487fc077>>
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
  readonly " $fragmentType": "SessionStore_viewer";
};
export type SessionStore_viewer$key = {
  readonly " $data"?: SessionStore_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionStore_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
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

(node as any).hash = "9696f9e9bfe71247298601db7ffcd269";

export default node;
