/**
 * @generated SignedSource<<07b597c419bddb89eefd69e4d0d56c50>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventRole = "CO_HOST" | "OWNER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HostsPanel_event$data = {
  readonly hosts: ReadonlyArray<{
    readonly displayName: string;
    readonly email: string;
    readonly id: string;
    readonly isViewer: boolean;
    readonly role: EventRole;
  }>;
  readonly id: string;
  readonly pendingInvitations: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
  }>;
  readonly viewerRole: EventRole;
  readonly " $fragmentType": "HostsPanel_event";
};
export type HostsPanel_event$key = {
  readonly " $data"?: HostsPanel_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"HostsPanel_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HostsPanel_event",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EventHost",
      "kind": "LinkedField",
      "name": "hosts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewer",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CoHostInvitation",
      "kind": "LinkedField",
      "name": "pendingInvitations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "5dd2c723135b8b983ce9a04b0df1c609";

export default node;
