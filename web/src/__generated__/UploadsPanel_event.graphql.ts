/**
 * @generated SignedSource<<89109cd0d070b32d46810d0121b406bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UploadsPanel_event$data = {
  readonly albums: ReadonlyArray<{
    readonly approvedPhotoCount: number;
    readonly databaseId: number;
    readonly id: string;
    readonly name: string;
    readonly photoCount: number;
  }>;
  readonly approvedPhotoCount: number;
  readonly databaseId: number;
  readonly guestsWithPhotos: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly fullName: string;
        readonly id: string;
        readonly photoCount: number;
      };
    }>;
  };
  readonly id: string;
  readonly photoCount: number;
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
  readonly tables: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly photoCount: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"AlbumsPanel_event" | "UploadCounts_event">;
  readonly " $fragmentType": "UploadsPanel_event";
};
export type UploadsPanel_event$key = {
  readonly " $data"?: UploadsPanel_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"UploadsPanel_event">;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photoCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approvedPhotoCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
  "name": "UploadsPanel_event",
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UploadCounts_event"
    },
    {
      "alias": "guestsWithPhotos",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Literal",
          "name": "withPhotos",
          "value": true
        }
      ],
      "concreteType": "EventRsvpConnection",
      "kind": "LinkedField",
      "name": "rsvps",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "EventRsvpEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Rsvp",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fullName",
                  "storageKey": null
                },
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "rsvps(first:100,withPhotos:true)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EventTable",
      "kind": "LinkedField",
      "name": "tables",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v5/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Album",
      "kind": "LinkedField",
      "name": "albums",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v5/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AlbumsPanel_event"
    },
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

(node as any).hash = "d72b6f4935ca8eaf161175c0f4d48793";

export default node;
