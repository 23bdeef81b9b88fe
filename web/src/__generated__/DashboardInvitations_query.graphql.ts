/**
 * @generated SignedSource<<d7301d3786b258eddb3fab7227872063>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardInvitations_query$data = {
  readonly myCoHostInvitations: ReadonlyArray<{
    readonly eventCoupleNames: string | null | undefined;
    readonly eventDateTime: string;
    readonly eventTimeZone: string;
    readonly eventTitle: string;
    readonly id: string;
    readonly invitedBy: string;
  }>;
  readonly " $fragmentType": "DashboardInvitations_query";
};
export type DashboardInvitations_query$key = {
  readonly " $data"?: DashboardInvitations_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardInvitations_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardInvitations_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CoHostInvitation",
      "kind": "LinkedField",
      "name": "myCoHostInvitations",
      "plural": true,
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
          "name": "eventTitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventCoupleNames",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventDateTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventTimeZone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invitedBy",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0c2c6405b5cc175beb47478ddc3aa869";

export default node;
