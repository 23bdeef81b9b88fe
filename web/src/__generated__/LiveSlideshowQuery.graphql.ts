/**
 * @generated SignedSource<<f280ac861aaa6478864db9b48832b933>>
 * @relayHash c5ac268204acd6e4239ca784bb563bc3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa4b78f33c2e290308a039c634b57050089e467d1fc7550966ccc69f56d55a42

import { ConcreteRequest } from 'relay-runtime';
export type MediaType = "PHOTO" | "VIDEO" | "%future added value";
export type LiveSlideshowQuery$variables = {
  albumId?: string | null | undefined;
  first: number;
  highlights?: boolean | null | undefined;
  mostLovedFirst?: boolean | null | undefined;
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
  "name": "mostLovedFirst"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pin"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v6 = [
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
        "name": "mostLovedFirst",
        "variableName": "mostLovedFirst"
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
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveSlideshowQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LiveSlideshowQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "fa4b78f33c2e290308a039c634b57050089e467d1fc7550966ccc69f56d55a42",
    "metadata": {},
    "name": "LiveSlideshowQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "37f68cb2ce4c14f23be1e4c26a71a5b7";

export default node;
