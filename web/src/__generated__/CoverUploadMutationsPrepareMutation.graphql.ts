/**
 * @generated SignedSource<<3005cc8139c3e71087107160a3db3792>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CoverUploadMutationsPrepareMutation$variables = {
  eventId: string;
  mimeType: string;
  originalFilename: string;
};
export type CoverUploadMutationsPrepareMutation$data = {
  readonly prepareCoverUpload: {
    readonly __typename: string;
    readonly message?: string;
    readonly ticket?: {
      readonly contentType: string;
      readonly storageKey: string;
      readonly uploadUrl: string;
    };
  };
};
export type CoverUploadMutationsPrepareMutation = {
  response: CoverUploadMutationsPrepareMutation$data;
  variables: CoverUploadMutationsPrepareMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "eventId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "mimeType"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "originalFilename"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "eventId",
        "variableName": "eventId"
      },
      {
        "kind": "Variable",
        "name": "mimeType",
        "variableName": "mimeType"
      },
      {
        "kind": "Variable",
        "name": "originalFilename",
        "variableName": "originalFilename"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "prepareCoverUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CoverUploadTicket",
            "kind": "LinkedField",
            "name": "ticket",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "uploadUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "storageKey",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contentType",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PrepareCoverUploadSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CoverUploadMutationsPrepareMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CoverUploadMutationsPrepareMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d82495b5cafdc855145a2f0047edd245",
    "id": null,
    "metadata": {},
    "name": "CoverUploadMutationsPrepareMutation",
    "operationKind": "mutation",
    "text": "mutation CoverUploadMutationsPrepareMutation(\n  $eventId: ID!\n  $mimeType: String!\n  $originalFilename: String!\n) {\n  prepareCoverUpload(eventId: $eventId, mimeType: $mimeType, originalFilename: $originalFilename) {\n    __typename\n    ... on PrepareCoverUploadSuccess {\n      ticket {\n        uploadUrl\n        storageKey\n        contentType\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "741b40ed9324045dae78201b8ceb1634";

export default node;
