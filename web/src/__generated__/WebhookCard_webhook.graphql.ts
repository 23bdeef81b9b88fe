/**
 * @generated SignedSource<<9ad47feaae228ebbe6168d9bb7e67e07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryState = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
export type WebhookTopic = "EVENT_UPDATED" | "GUESTBOOK_APPROVED" | "GUESTBOOK_CREATED" | "RSVP_CREATED" | "RSVP_UPDATED" | "UPLOAD_APPROVED" | "UPLOAD_CREATED" | "UPLOAD_REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookCard_webhook$data = {
  readonly active: boolean;
  readonly createdBy: string | null | undefined;
  readonly deliveries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attempts: number;
        readonly createdAt: string;
        readonly durationMs: number | null | undefined;
        readonly error: string | null | undefined;
        readonly id: string;
        readonly lastAttemptAt: string | null | undefined;
        readonly lastStatusCode: number | null | undefined;
        readonly state: WebhookDeliveryState;
        readonly topic: WebhookTopic;
      };
    }>;
    readonly totalCount: number;
  };
  readonly disabled: boolean;
  readonly disabledReason: string | null | undefined;
  readonly id: string;
  readonly topics: ReadonlyArray<WebhookTopic>;
  readonly url: string;
  readonly " $fragmentType": "WebhookCard_webhook";
};
export type WebhookCard_webhook$key = {
  readonly " $data"?: WebhookCard_webhook$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookCard_webhook">;
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
  "name": "WebhookCard_webhook",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topics",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabledReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "WebhookDeliveryConnection",
      "kind": "LinkedField",
      "name": "deliveries",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookDeliveryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookDelivery",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "topic",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "state",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "attempts",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastStatusCode",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "durationMs",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "error",
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
                  "name": "lastAttemptAt",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "deliveries(first:20)"
    }
  ],
  "type": "Webhook",
  "abstractKey": null
};
})();

(node as any).hash = "6cebd85fb8b7e6e6ca4067191c97157c";

export default node;
