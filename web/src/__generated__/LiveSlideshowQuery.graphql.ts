/**
 * @generated SignedSource<<76aa4a8e2aa7851f8e2e188766955c69>>
 * @relayHash 5e6e855509549d54927076757b9e505f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b042b35b80d309487a14e237eab2af5dd8c62161bf1445ef0afec395eb7e8291

import { ConcreteRequest } from 'relay-runtime';
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
        readonly uploaderName: string | null | undefined;
        readonly url: string;
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
    "id": "b042b35b80d309487a14e237eab2af5dd8c62161bf1445ef0afec395eb7e8291",
    "metadata": {},
    "name": "LiveSlideshowQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f4c13fb2735dce084b700992d5fec987";

export default node;
