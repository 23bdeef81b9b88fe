/**
 * @generated SignedSource<<cc1b971c7c2b0342a15bd83eb75f5fd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventDetails_event$data = {
  readonly address: string | null | undefined;
  readonly contactEmail: string | null | undefined;
  readonly contactName: string | null | undefined;
  readonly contactPhone: string | null | undefined;
  readonly dateTime: string;
  readonly venueName: string | null | undefined;
  readonly " $fragmentType": "EventDetails_event";
};
export type EventDetails_event$key = {
  readonly " $data"?: EventDetails_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventDetails_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventDetails_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "venueName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactPhone",
      "storageKey": null
    }
  ],
  "type": "PublicEvent",
  "abstractKey": null
};

(node as any).hash = "4420639b4098f58678895c70b6d2bdc6";

export default node;
