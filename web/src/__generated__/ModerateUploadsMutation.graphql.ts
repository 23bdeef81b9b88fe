/**
 * @generated SignedSource<<49ff07bfa9ff97eb0083abd2bbffedc7>>
 * @relayHash af6e19d4893549f57895a43ad183fc16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80bf18c3ee248e25d7908051be3f236623f8c491dd8477b15c61518b6124ee7a

import { ConcreteRequest } from 'relay-runtime';
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type ModerateUploadsMutation$variables = {
  action: UploadStatus;
  ids: ReadonlyArray<string>;
};
export type ModerateUploadsMutation$data = {
  readonly moderateUploads: {
    readonly __typename: string;
    readonly message?: string;
    readonly uploads?: ReadonlyArray<{
      readonly id: string;
      readonly moderatedAt: string | null | undefined;
      readonly status: UploadStatus;
    }>;
  };
};
export type ModerateUploadsMutation = {
  response: ModerateUploadsMutation$data;
  variables: ModerateUploadsMutation$variables;
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
    "name": "moderateUploads",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "moderatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ModerateUploadsSuccess",
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
    "name": "ModerateUploadsMutation",
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
    "name": "ModerateUploadsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "80bf18c3ee248e25d7908051be3f236623f8c491dd8477b15c61518b6124ee7a",
    "metadata": {},
    "name": "ModerateUploadsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bd49447fba4c32133e058b02743d9a6e";

export default node;
