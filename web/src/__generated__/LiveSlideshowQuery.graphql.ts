/**
 * @generated SignedSource<<61436f82a3542ad9f442f3a5d6271614>>
 * @relayHash c5182f57ec2e48fc20a04cf82d595fda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9aeaea4c894ad383ba80eab0f533066f900f9f038cb1a8c3e4d9e0f36b18e7d

import { ConcreteRequest } from 'relay-runtime';
export type MediaType = "PHOTO" | "VIDEO" | "%future added value";
export type LiveSlideshowQuery$variables = {
  first: number;
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
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pin"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = [
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveSlideshowQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LiveSlideshowQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "c9aeaea4c894ad383ba80eab0f533066f900f9f038cb1a8c3e4d9e0f36b18e7d",
    "metadata": {},
    "name": "LiveSlideshowQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "36ab5d0ef7e5432d1c48616acd353ccf";

export default node;
