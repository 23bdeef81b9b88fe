/**
 * @generated SignedSource<<593ab7c99e0542b70b7e011eba31c720>>
 * @relayHash 00b5dcf98db11e7204855d46fbd748e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d8f955a5ae8b97c1434766c8cc9542fd1505b9c91fe30e3bf197f5f90006bf5

import { ConcreteRequest } from 'relay-runtime';
export type SetRequireAlbumMutation$variables = {
  id: string;
  on: boolean;
};
export type SetRequireAlbumMutation$data = {
  readonly updateEvent: {
    readonly __typename: string;
    readonly event?: {
      readonly id: string;
      readonly requireAlbum: boolean;
    };
    readonly message?: string;
  };
};
export type SetRequireAlbumMutation = {
  response: SetRequireAlbumMutation$data;
  variables: SetRequireAlbumMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "on"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "requireAlbum",
            "variableName": "on"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateEvent",
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
                "name": "requireAlbum",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateEventSuccess",
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
    "name": "SetRequireAlbumMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetRequireAlbumMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2d8f955a5ae8b97c1434766c8cc9542fd1505b9c91fe30e3bf197f5f90006bf5",
    "metadata": {},
    "name": "SetRequireAlbumMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "996cb1c5f2b8f4d4e36adf0702044119";

export default node;
