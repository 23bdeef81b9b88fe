/**
 * @generated SignedSource<<10a7803c44d642f50e3a39ee144e9865>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardAnalytics_user$data = {
  readonly hostStats: {
    readonly activeEvents: number;
    readonly totalEvents: number;
    readonly totalPhotos: number;
    readonly totalRsvps: number;
    readonly upcomingEvents: ReadonlyArray<{
      readonly databaseId: number;
      readonly dateTime: string;
      readonly id: string;
      readonly title: string;
    }>;
  };
  readonly " $fragmentType": "DashboardAnalytics_user";
};
export type DashboardAnalytics_user$key = {
  readonly " $data"?: DashboardAnalytics_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardAnalytics_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": 3,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "from"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardAnalytics_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HostStats",
      "kind": "LinkedField",
      "name": "hostStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalEvents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeEvents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalPhotos",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalRsvps",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "first",
              "variableName": "first"
            },
            {
              "kind": "Variable",
              "name": "from",
              "variableName": "from"
            }
          ],
          "concreteType": "Event",
          "kind": "LinkedField",
          "name": "upcomingEvents",
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
              "name": "databaseId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dateTime",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "15285dbaa0e4ec180f29589df5d9274d";

export default node;
