/**
 * @generated SignedSource<<c72a5dca234314202920bee950292510>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiTokenScope = "ADMIN" | "READ" | "WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiTokenRow_token$data = {
  readonly createdAt: string;
  readonly expired: boolean;
  readonly expiresAt: string | null | undefined;
  readonly id: string;
  readonly lastUsedAddress: string | null | undefined;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly scopes: ReadonlyArray<ApiTokenScope>;
  readonly " $fragmentType": "ApiTokenRow_token";
};
export type ApiTokenRow_token$key = {
  readonly " $data"?: ApiTokenRow_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokenRow_token">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokenRow_token",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAddress",
      "storageKey": null
    }
  ],
  "type": "ApiToken",
  "abstractKey": null
};

(node as any).hash = "b5c7f6b3a801b35256b2f61e90f865be";

export default node;
