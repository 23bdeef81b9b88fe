/**
 * @generated SignedSource<<099603b6bd171984569cbb6c2c7d4e6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
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

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "SessionStore_viewer"
};

(node as any).hash = "c25c9aa56bb5f234aa92fdce0092e7ea";

export default node;
