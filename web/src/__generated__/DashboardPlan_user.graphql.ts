/**
 * @generated SignedSource<<6e4bbafbd0804affbd37d03fe9d44d9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Plan = "ENTERPRISE" | "PREMIUM" | "PROFESSIONAL" | "STARTER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DashboardPlan_user$data = {
  readonly plan: Plan;
  readonly " $fragmentType": "DashboardPlan_user";
};
export type DashboardPlan_user$key = {
  readonly " $data"?: DashboardPlan_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardPlan_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardPlan_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "plan",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "02a4ea9b08d1e1014c3ed99f46f9fa5a";

export default node;
