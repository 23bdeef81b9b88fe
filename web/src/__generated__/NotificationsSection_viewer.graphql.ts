/**
 * @generated SignedSource<<bb734c4c4b065edc71f6a33cc4c16cb8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsSection_viewer$data = {
  readonly id: string;
  readonly notificationSettings: {
    readonly dailySummary: boolean;
    readonly eventReminder: boolean;
    readonly reviewDigest: boolean;
  };
  readonly " $fragmentType": "NotificationsSection_viewer";
};
export type NotificationsSection_viewer$key = {
  readonly " $data"?: NotificationsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsSection_viewer",
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
      "concreteType": "NotificationSettings",
      "kind": "LinkedField",
      "name": "notificationSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewDigest",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dailySummary",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventReminder",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "61d9c06e0dd2e9725446431ae505f595";

export default node;
