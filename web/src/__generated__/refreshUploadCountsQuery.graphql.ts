/**
 * @generated SignedSource<<78b41f6b0bd20b5a70c1b74803948f22>>
 * @relayHash a838946b5af1d361dd1650680b99a9f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 72f2358e4834c0964d9656766bd9e89767f8bcbc9b53320ce86f66cab14f7231

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
    "id": "72f2358e4834c0964d9656766bd9e89767f8bcbc9b53320ce86f66cab14f7231",
    "metadata": {},
    "name": "refreshUploadCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c966c36c15e113a80d8980088aa5cb69";

export default node;
