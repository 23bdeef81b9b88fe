/**
 * @generated SignedSource<<e6ffca773851c74a58992b367d9b4461>>
 * @relayHash bbf3d59f613587bfa3ce4d295ba74ea9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0117ebe0e8d8933dc227980d42dd1a7ef6bb4730e9895d86944270c90ce6278

import { ConcreteRequest } from 'relay-runtime';
export type AdminDeleteContactMessageMutation$variables = {
  id: string;
};
export type AdminDeleteContactMessageMutation$data = {
  readonly adminDeleteContactMessage: {
    readonly __typename: string;
    readonly deletedContactMessageId?: string;
    readonly message?: string;
  };
};
export type AdminDeleteContactMessageMutation = {
  response: AdminDeleteContactMessageMutation$data;
  variables: AdminDeleteContactMessageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminDeleteContactMessage",
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
            "kind": "ScalarField",
            "name": "deletedContactMessageId",
            "storageKey": null
          }
        ],
        "type": "AdminDeleteContactMessageSuccess",
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
    "name": "AdminDeleteContactMessageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminDeleteContactMessageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a0117ebe0e8d8933dc227980d42dd1a7ef6bb4730e9895d86944270c90ce6278",
    "metadata": {},
    "name": "AdminDeleteContactMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "98cdc06253e5b059e105485946d1c5da";

export default node;
