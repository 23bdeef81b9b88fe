/**
 * @generated SignedSource<<19dc831a1f3938c74f4b18d36a375368>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type AdminUploadsTabModerateMutation$variables = {
  action: UploadStatus;
  ids: ReadonlyArray<string>;
};
export type AdminUploadsTabModerateMutation$data = {
  readonly adminModerateUploads: {
    readonly __typename: string;
    readonly message?: string;
    readonly uploads?: ReadonlyArray<{
      readonly id: string;
      readonly status: UploadStatus;
    }>;
  };
};
export type AdminUploadsTabModerateMutation = {
  response: AdminUploadsTabModerateMutation$data;
  variables: AdminUploadsTabModerateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "action"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "action",
        "variableName": "action"
      },
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminModerateUploads",
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
            "concreteType": "Photo",
            "kind": "LinkedField",
            "name": "uploads",
            "plural": true,
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AdminModerateUploadsSuccess",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUploadsTabModerateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminUploadsTabModerateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ceb79c2f05d0c8c22261b85d3b236452",
    "id": null,
    "metadata": {},
    "name": "AdminUploadsTabModerateMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUploadsTabModerateMutation(\n  $ids: [ID!]!\n  $action: UploadStatus!\n) {\n  adminModerateUploads(ids: $ids, action: $action) {\n    __typename\n    ... on AdminModerateUploadsSuccess {\n      uploads {\n        id\n        status\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b251b091f7e4e8a3a99e7e15d3e5adf7";

export default node;
