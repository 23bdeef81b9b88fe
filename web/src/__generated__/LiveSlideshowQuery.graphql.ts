/**
 * @generated SignedSource<<ac9685640f06a7421d06847611b81ceb>>
 * @relayHash a92f3600ac3bd683a2d7f1fdbc60d109
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f569909aaf60a3ea3a5d676f2b58ef1dea0696db673f8e4f79fdc1c04bc9d4a

import { ConcreteRequest } from 'relay-runtime';
export type MediaType = "PHOTO" | "VIDEO" | "%future added value";
export type LiveSlideshowQuery$variables = {
  albumId?: string | null | undefined;
  first: number;
  highlights?: boolean | null | undefined;
  pin?: string | null | undefined;
  slug: string;
};
export type LiveSlideshowQuery$data = {
  readonly eventGallery: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly mediaType: MediaType;
        readonly uploaderName: string | null | undefined;
        readonly url: string;
        readonly videoUrl: string | null | undefined;
      };
    }>;
  };
};
export type LiveSlideshowQuery = {
  response: LiveSlideshowQuery$data;
  variables: LiveSlideshowQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "albumId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "highlights"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pin"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "albumId",
        "variableName": "albumId"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "highlights",
        "variableName": "highlights"
      },
      {
        "kind": "Variable",
        "name": "pin",
        "variableName": "pin"
      },
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "QueryEventGalleryConnection",
    "kind": "LinkedField",
    "name": "eventGallery",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryEventGalleryConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GalleryPhoto",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
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
                "name": "url",
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
                "kind": "ScalarField",
                "name": "mediaType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "videoUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveSlideshowQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LiveSlideshowQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "2f569909aaf60a3ea3a5d676f2b58ef1dea0696db673f8e4f79fdc1c04bc9d4a",
    "metadata": {},
    "name": "LiveSlideshowQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "77b5efb5c4702c1a93cfd0cc2ae56b9d";

export default node;
