/**
 * @generated SignedSource<<fd29c995924063b8c9ca51e594ae5ec9>>
 * @relayHash 66b48e9d59fcde66331c9c582525fcfd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f96ded7356ccd8297e304a38dc6ff1e3db6a7bc61eb4ebc46b20580212e1e39

import { ConcreteRequest } from 'relay-runtime';
export type RenameAlbumMutation$variables = {
  albumId: string;
  name: string;
};
export type RenameAlbumMutation$data = {
  readonly renameAlbum: {
    readonly __typename: string;
    readonly album?: {
      readonly id: string;
      readonly name: string;
    };
    readonly message?: string;
  };
};
export type RenameAlbumMutation = {
  response: RenameAlbumMutation$data;
  variables: RenameAlbumMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "albumId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
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
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "renameAlbum",
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
            "concreteType": "Album",
            "kind": "LinkedField",
            "name": "album",
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
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RenameAlbumSuccess",
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
    "name": "RenameAlbumMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RenameAlbumMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0f96ded7356ccd8297e304a38dc6ff1e3db6a7bc61eb4ebc46b20580212e1e39",
    "metadata": {},
    "name": "RenameAlbumMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b5f72b7ad58c4ece2159ff4ce4e4dcd0";

export default node;
