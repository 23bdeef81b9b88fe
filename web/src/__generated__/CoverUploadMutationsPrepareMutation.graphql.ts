/**
 * @generated SignedSource<<727cb150910fdc1488ddaff246c84d4e>>
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
      readonly uploadHeaders: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
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
                "concreteType": "HttpHeader",
                "kind": "LinkedField",
                "name": "uploadHeaders",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "value",
                    "storageKey": null
                  }
                ],
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
    "cacheID": "220c5dcdb02f0824ecf6c6a548fbb36d",
    "id": null,
    "metadata": {},
    "name": "CoverUploadMutationsPrepareMutation",
    "operationKind": "mutation",
    "text": "mutation CoverUploadMutationsPrepareMutation(\n  $eventId: ID!\n  $mimeType: String!\n  $originalFilename: String!\n) {\n  prepareCoverUpload(eventId: $eventId, mimeType: $mimeType, originalFilename: $originalFilename) {\n    __typename\n    ... on PrepareCoverUploadSuccess {\n      ticket {\n        uploadUrl\n        uploadHeaders {\n          name\n          value\n        }\n        storageKey\n        contentType\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3270de3ffa57e0fc04ed92858bf717d0";

export default node;
