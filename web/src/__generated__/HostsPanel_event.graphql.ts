/**
 * @generated SignedSource<<99352238b9924a8be3ed57988b7e548d>>
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
    readonly displayName: string;
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
  "name": "displayName",
  "storageKey": null
},
v2 = {
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
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
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "ccc936d00c9cb5a773f833031751b193";

export default node;
