/**
 * @generated SignedSource<<a036a9687cefc3ae07ced1d10de336ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CoverUploadMutationsCompleteMutation$variables = {
  eventId: string;
  storageKey: string;
};
export type CoverUploadMutationsCompleteMutation$data = {
  readonly completeCoverUpload: {
    readonly __typename: string;
    readonly event?: {
      readonly coverImageUrl: string | null | undefined;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type CoverUploadMutationsCompleteMutation = {
  response: CoverUploadMutationsCompleteMutation$data;
  variables: CoverUploadMutationsCompleteMutation$variables;
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
    "name": "storageKey"
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
        "name": "storageKey",
        "variableName": "storageKey"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "completeCoverUpload",
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
            "concreteType": "Event",
            "kind": "LinkedField",
            "name": "event",
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
                "name": "coverImageUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CompleteCoverUploadSuccess",
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
    "name": "CoverUploadMutationsCompleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CoverUploadMutationsCompleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2bfacc0f2b41b7bf066b64b3b3b39d3c",
    "id": null,
    "metadata": {},
    "name": "CoverUploadMutationsCompleteMutation",
    "operationKind": "mutation",
    "text": "mutation CoverUploadMutationsCompleteMutation(\n  $eventId: ID!\n  $storageKey: String!\n) {\n  completeCoverUpload(eventId: $eventId, storageKey: $storageKey) {\n    __typename\n    ... on CompleteCoverUploadSuccess {\n      event {\n        id\n        coverImageUrl\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a5c4fc565a1ed15a82cc0294cc38b892";

export default node;
