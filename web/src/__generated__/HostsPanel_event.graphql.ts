/**
 * @generated SignedSource<<7a1fb2a36085ebb1d4a5776b3ece33cb>>
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
          "name": "isViewer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "b047957e434b98c4cecb7ec8389b2004";

export default node;
