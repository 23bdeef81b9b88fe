/**
 * @generated SignedSource<<04aa4426d28872f7b545f47dca6f90ec>>
 * @relayHash d0b8cffbc4da7182162b424c9176bf31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6591b017d66de00ce8babe442ee95a150fdb708e1de7de4ad82c18442865c6aa

import { ConcreteRequest } from 'relay-runtime';
export type PrepareCoverUploadMutation$variables = {
  eventId: string;
  mimeType: string;
  originalFilename: string;
};
export type PrepareCoverUploadMutation$data = {
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
export type PrepareCoverUploadMutation = {
  response: PrepareCoverUploadMutation$data;
  variables: PrepareCoverUploadMutation$variables;
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
    "name": "PrepareCoverUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PrepareCoverUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6591b017d66de00ce8babe442ee95a150fdb708e1de7de4ad82c18442865c6aa",
    "metadata": {},
    "name": "PrepareCoverUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "13930aa784bfe685bf32fc1f051a6859";

export default node;
