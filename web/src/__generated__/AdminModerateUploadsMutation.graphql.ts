/**
 * @generated SignedSource<<90f50d9584e4bc04cbf691fa225521f1>>
 * @relayHash 632832b46ebf75064156cde55c6d0d4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 819dc8ad96f611f8fcbc8d723fdd2b0c6567e8f50523f9088389db6b538a9f16

import { ConcreteRequest } from 'relay-runtime';
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type AdminModerateUploadsMutation$variables = {
  action: UploadStatus;
  ids: ReadonlyArray<string>;
};
export type AdminModerateUploadsMutation$data = {
  readonly adminModerateUploads: {
    readonly __typename: string;
    readonly message?: string;
    readonly uploads?: ReadonlyArray<{
      readonly id: string;
      readonly status: UploadStatus;
    }>;
  };
};
export type AdminModerateUploadsMutation = {
  response: AdminModerateUploadsMutation$data;
  variables: AdminModerateUploadsMutation$variables;
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
    "name": "AdminModerateUploadsMutation",
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
    "name": "AdminModerateUploadsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "819dc8ad96f611f8fcbc8d723fdd2b0c6567e8f50523f9088389db6b538a9f16",
    "metadata": {},
    "name": "AdminModerateUploadsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fd3a99606829e68a4c82900b80a07be7";

export default node;
