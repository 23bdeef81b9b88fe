/**
 * @generated SignedSource<<5feeaf0e16eacfcd9c21d27ce445caff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type refreshUploadCountsQuery$variables = {
  id: string;
};
export type refreshUploadCountsQuery$data = {
  readonly node: {
    readonly approvedPhotoCount?: number;
    readonly pendingPhotoCount?: number;
    readonly photoCount?: number;
    readonly rejectedPhotoCount?: number;
  } | null | undefined;
};
export type refreshUploadCountsQuery = {
  response: refreshUploadCountsQuery$data;
  variables: refreshUploadCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
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
      "name": "rejectedPhotoCount",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshUploadCountsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "refreshUploadCountsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a838946b5af1d361dd1650680b99a9f3",
    "id": null,
    "metadata": {},
    "name": "refreshUploadCountsQuery",
    "operationKind": "query",
    "text": "query refreshUploadCountsQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Event {\n      photoCount\n      pendingPhotoCount\n      approvedPhotoCount\n      rejectedPhotoCount\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c966c36c15e113a80d8980088aa5cb69";

export default node;
