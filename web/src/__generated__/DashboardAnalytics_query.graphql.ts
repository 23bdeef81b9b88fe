/**
 * @generated SignedSource<<237fc3057e42b09ce7ebe524a44d823e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardAnalytics_query$data = {
  readonly myHostStats: {
    readonly activeEvents: number;
    readonly totalEvents: number;
    readonly totalPhotos: number;
    readonly totalRsvps: number;
    readonly upcomingEvents: ReadonlyArray<{
      readonly databaseId: number;
      readonly dateTime: string;
      readonly id: string;
      readonly timeZone: string;
      readonly title: string;
    }>;
  };
  readonly " $fragmentType": "DashboardAnalytics_query";
};
export type DashboardAnalytics_query$key = {
  readonly " $data"?: DashboardAnalytics_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardAnalytics_query">;
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
  "name": "DashboardAnalytics_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HostStats",
      "kind": "LinkedField",
      "name": "myHostStats",
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "timeZone",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "14a8177593b3a6354cc0f4202e117a25";

export default node;
