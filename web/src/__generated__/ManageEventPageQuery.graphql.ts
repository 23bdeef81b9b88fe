/**
 * @generated SignedSource<<4fb586c4be33a2239da4244f2cc1b418>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManageEventPageQuery$variables = {
  databaseId: number;
};
export type ManageEventPageQuery$data = {
  readonly hostedEvent: {
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"EventHeader_event" | "HostsPanel_event" | "OverviewTab_event" | "SettingsTab_event" | "TabPlaceholder_event">;
  } | null | undefined;
};
export type ManageEventPageQuery = {
  response: ManageEventPageQuery$data;
  variables: ManageEventPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ManageEventPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "hostedEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EventHeader_event"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OverviewTab_event"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SettingsTab_event"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HostsPanel_event"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TabPlaceholder_event"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ManageEventPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "hostedEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
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
            "name": "databaseId",
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
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPinRequired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "visibility",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "photoCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pendingPhotoCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approvedPhotoCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rsvpCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shareUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "qrCodeUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "latitude",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "longitude",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "coverImageUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "coupleNames",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pinCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rsvpEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rsvpDeadline",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EventHost",
            "kind": "LinkedField",
            "name": "hosts",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1301a2bcf176b1284ccc4308c9be429d",
    "id": null,
    "metadata": {},
    "name": "ManageEventPageQuery",
    "operationKind": "query",
    "text": "query ManageEventPageQuery(\n  $databaseId: Int!\n) {\n  hostedEvent(databaseId: $databaseId) {\n    title\n    ...EventHeader_event\n    ...OverviewTab_event\n    ...SettingsTab_event\n    ...HostsPanel_event\n    ...TabPlaceholder_event\n    id\n  }\n}\n\nfragment EventHeader_event on Event {\n  id\n  title\n  slug\n  status\n  viewerRole\n  dateTime\n  venueName\n}\n\nfragment HostsPanel_event on Event {\n  id\n  viewerRole\n  hosts {\n    id\n    role\n    displayName\n    email\n    isViewer\n  }\n}\n\nfragment OverviewTab_event on Event {\n  databaseId\n  title\n  status\n  dateTime\n  venueName\n  address\n  description\n  isPinRequired\n  visibility\n  photoCount\n  pendingPhotoCount\n  approvedPhotoCount\n  rsvpCount\n  shareUrl\n  qrCodeUrl\n}\n\nfragment SettingsTab_event on Event {\n  id\n  slug\n  shareUrl\n  title\n  dateTime\n  venueName\n  address\n  latitude\n  longitude\n  description\n  coverImageUrl\n  coupleNames\n  isPinRequired\n  pinCode\n  visibility\n  rsvpEnabled\n  rsvpDeadline\n  contactName\n  contactEmail\n  contactPhone\n}\n\nfragment TabPlaceholder_event on Event {\n  photoCount\n  rsvpCount\n}\n"
  }
};
})();

(node as any).hash = "58b79dbd5c80e1e83bc7cbd59dbd2eb8";

export default node;
