/**
 * @generated SignedSource<<2de13a2495aad990416551d72e14fd37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UploadsTabQuery$variables = {
  count: number;
  databaseId: number;
  rsvp?: string | null | undefined;
};
export type UploadsTabQuery$data = {
  readonly hostedEvent: {
    readonly " $fragmentSpreads": FragmentRefs<"UploadsPanel_event">;
  } | null | undefined;
};
export type UploadsTabQuery = {
  response: UploadsTabQuery$data;
  variables: UploadsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "databaseId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rsvp"
},
v3 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v4 = {
  "kind": "Variable",
  "name": "rsvp",
  "variableName": "rsvp"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photoCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v8 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "UPLOADED_NEWEST"
  },
  (v4/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UploadsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "hostedEvent",
        "plural": false,
        "selections": [
          {
            "args": [
              {
                "kind": "Variable",
                "name": "count",
                "variableName": "count"
              },
              (v4/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "UploadsPanel_event"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UploadsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "hostedEvent",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          },
          (v6/*:: as any*/),
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
            "name": "pendingPhotoCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rejectedPhotoCount",
            "storageKey": null
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
                      (v5/*:: as any*/),
                      (v7/*:: as any*/),
                      (v6/*:: as any*/)
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
            "args": (v8/*:: as any*/),
            "concreteType": "EventPhotoConnection",
            "kind": "LinkedField",
            "name": "photos",
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
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "originalFilename",
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "processingState",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "processingError",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "thumbnailUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "originalUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "uploaderName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Rsvp",
                        "kind": "LinkedField",
                        "name": "rsvp",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v7/*:: as any*/),
                          (v9/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "guestsCount",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
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
                        "name": "width",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "height",
                        "storageKey": null
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
          },
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "filters": [
              "status",
              "search",
              "orderBy",
              "rsvp"
            ],
            "handle": "connection",
            "key": "UploadsPanel_photos",
            "kind": "LinkedHandle",
            "name": "photos"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aa57d324191cf9f47b2d1c25ec4e1afc",
    "id": null,
    "metadata": {},
    "name": "UploadsTabQuery",
    "operationKind": "query",
    "text": "query UploadsTabQuery(\n  $databaseId: Int!\n  $count: Int!\n  $rsvp: ID\n) {\n  hostedEvent(databaseId: $databaseId) {\n    ...UploadsPanel_event_2mJiQM\n    id\n  }\n}\n\nfragment PhotoCard_photo on Photo {\n  id\n  originalFilename\n  status\n  processingState\n  processingError\n  thumbnailUrl\n  originalUrl\n  uploaderName\n  rsvp {\n    id\n    fullName\n    status\n    guestsCount\n  }\n}\n\nfragment PhotoViewer_photos on Photo {\n  id\n  url\n  originalUrl\n  originalFilename\n  uploaderName\n  status\n  width\n  height\n}\n\nfragment UploadCounts_event on Event {\n  photoCount\n  pendingPhotoCount\n  approvedPhotoCount\n  rejectedPhotoCount\n}\n\nfragment UploadsPanel_event_2mJiQM on Event {\n  id\n  databaseId\n  photoCount\n  approvedPhotoCount\n  ...UploadCounts_event\n  guestsWithPhotos: rsvps(first: 100, withPhotos: true) {\n    edges {\n      node {\n        id\n        fullName\n        photoCount\n      }\n    }\n  }\n  photos(first: $count, orderBy: UPLOADED_NEWEST, rsvp: $rsvp) {\n    totalCount\n    edges {\n      node {\n        id\n        ...PhotoCard_photo\n        ...PhotoViewer_photos\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7de794fd58cc32229a2ba3ff61a274cd";

export default node;
