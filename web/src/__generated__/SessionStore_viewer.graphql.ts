/**
 * @generated SignedSource<<f3d485a7b48aedc83f4f92da6c6f3a9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "DE" | "EN" | "ES" | "TR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SessionStore_viewer$data = {
  readonly displayName: string;
  readonly email: string;
  readonly id: string;
  readonly isAdmin: boolean;
  readonly language: Language | null | undefined;
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
    },
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

(node as any).hash = "36109526f40f2046a2a9e21b850fec90";

export default node;
