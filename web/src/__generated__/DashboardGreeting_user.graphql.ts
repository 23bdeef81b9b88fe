/**
 * @generated SignedSource<<6a057ec86a48c34e4cf981daf0aeabe6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardGreeting_user$data = {
  readonly displayName: string;
  readonly email: string;
  readonly " $fragmentType": "DashboardGreeting_user";
};
export type DashboardGreeting_user$key = {
  readonly " $data"?: DashboardGreeting_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardGreeting_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardGreeting_user",
  "selections": [
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
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f32405c0a2c0647f9e8cd089f838c3a9";

export default node;
