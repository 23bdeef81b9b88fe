/**
 * @generated SignedSource<<d04ec6707353e3e3cf816534d0645da4>>
 * @relayHash 2dcdfa0daa942cc04e485488718823e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f65055ea2d1e04f5d6ce0b93761f1d19d8b7a049a8a5dccab9db475ccc06be6e

import { ConcreteRequest } from 'relay-runtime';
export type SetPhotoFavouriteMutation$variables = {
  favourite: boolean;
  photoId: string;
};
export type SetPhotoFavouriteMutation$data = {
  readonly setPhotoFavourite: {
    readonly __typename: string;
    readonly message?: string;
    readonly photo?: {
      readonly id: string;
      readonly isFavourite: boolean;
    };
  };
};
export type SetPhotoFavouriteMutation = {
  response: SetPhotoFavouriteMutation$data;
  variables: SetPhotoFavouriteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "favourite"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "photoId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "favourite",
        "variableName": "favourite"
      },
      {
        "kind": "Variable",
        "name": "photoId",
        "variableName": "photoId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setPhotoFavourite",
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
            "name": "photo",
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
                "name": "isFavourite",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetPhotoFavouriteSuccess",
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
    "name": "SetPhotoFavouriteMutation",
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
    "name": "SetPhotoFavouriteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f65055ea2d1e04f5d6ce0b93761f1d19d8b7a049a8a5dccab9db475ccc06be6e",
    "metadata": {},
    "name": "SetPhotoFavouriteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "36b6b11eb91a5cd3cc28990fee70116c";

export default node;
