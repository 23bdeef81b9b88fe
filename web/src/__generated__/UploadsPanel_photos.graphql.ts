/**
 * @generated SignedSource<<f5cd55815bb566ffbdbe1e3c838cf0b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UploadsPanel_photos$data = {
  readonly id: string;
  readonly photos: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly status: UploadStatus;
        readonly " $fragmentSpreads": FragmentRefs<"PhotoCard_photo" | "PhotoViewer_photos">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "UploadsPanel_photos";
};
export type UploadsPanel_photos$key = {
  readonly " $data"?: UploadsPanel_photos$data;
  readonly " $fragmentSpreads": FragmentRefs<"UploadsPanel_photos">;
};

import UploadsPanelPaginationQuery_graphql from './UploadsPanelPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "photos"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "albumId"
    },
    {
      "defaultValue": 24,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "favourite"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "mediaType"
    },
    {
      "defaultValue": "UPLOADED_NEWEST",
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "rsvp"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "table"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "withoutAlbum"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": UploadsPanelPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "UploadsPanel_photos",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": "photos",
      "args": [
        {
          "kind": "Variable",
          "name": "albumId",
          "variableName": "albumId"
        },
        {
          "kind": "Variable",
          "name": "favourite",
          "variableName": "favourite"
        },
        {
          "kind": "Variable",
          "name": "mediaType",
          "variableName": "mediaType"
        },
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        },
        {
          "kind": "Variable",
          "name": "rsvp",
          "variableName": "rsvp"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        },
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        },
        {
          "kind": "Variable",
          "name": "table",
          "variableName": "table"
        },
        {
          "kind": "Variable",
          "name": "withoutAlbum",
          "variableName": "withoutAlbum"
        }
      ],
      "concreteType": "EventPhotoConnection",
      "kind": "LinkedField",
      "name": "__UploadsPanel_photos_connection",
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
          "concreteType": "EventPhotoEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Photo",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PhotoCard_photo"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PhotoViewer_photos"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "98838ff8e74557c92bd00ae4b66b3144";

export default node;
