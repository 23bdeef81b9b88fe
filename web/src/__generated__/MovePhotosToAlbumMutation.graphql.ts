/**
 * @generated SignedSource<<71a4c27952238a77ec1eb05f4f1adab7>>
 * @relayHash 9128f392c1c1a8135b096fa16a03f513
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f40b090bad114fb003e312edb094a5268fa25f27c26305563aa58bb55f2511ef

import { ConcreteRequest } from 'relay-runtime';
export type MovePhotosToAlbumMutation$variables = {
  albumId?: string | null | undefined;
  eventId: string;
  photoIds: ReadonlyArray<string>;
};
export type MovePhotosToAlbumMutation$data = {
  readonly movePhotosToAlbum: {
    readonly __typename: string;
    readonly message?: string;
    readonly photos?: ReadonlyArray<{
      readonly album: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly albumId: number | null | undefined;
      readonly id: string;
    }>;
  };
};
export type MovePhotosToAlbumMutation = {
  response: MovePhotosToAlbumMutation$data;
  variables: MovePhotosToAlbumMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "albumId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "eventId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "photoIds"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "albumId",
        "variableName": "albumId"
      },
      {
        "kind": "Variable",
        "name": "eventId",
        "variableName": "eventId"
      },
      {
        "kind": "Variable",
        "name": "photoIds",
        "variableName": "photoIds"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "movePhotosToAlbum",
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
            "name": "photos",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "albumId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Album",
                "kind": "LinkedField",
                "name": "album",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MovePhotosToAlbumSuccess",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MovePhotosToAlbumMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MovePhotosToAlbumMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "f40b090bad114fb003e312edb094a5268fa25f27c26305563aa58bb55f2511ef",
    "metadata": {},
    "name": "MovePhotosToAlbumMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b74de3c70a067fc5df23c66ba089b2b";

export default node;
