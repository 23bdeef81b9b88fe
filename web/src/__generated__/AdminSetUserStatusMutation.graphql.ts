/**
 * @generated SignedSource<<9595264df5b0ada186d30d5f4ec13e6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserStatus = "ACTIVE" | "BLOCKED" | "DELETED" | "%future added value";
export type AdminSetUserStatusMutation$variables = {
  id: string;
  status: UserStatus;
};
export type AdminSetUserStatusMutation$data = {
  readonly adminSetUserStatus: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly status: UserStatus;
    };
  };
};
export type AdminSetUserStatusMutation = {
  response: AdminSetUserStatusMutation$data;
  variables: AdminSetUserStatusMutation$variables;
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
    "name": "status"
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
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminSetUserStatus",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AdminSetUserStatusSuccess",
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
    "name": "AdminSetUserStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminSetUserStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "da1f024c3603e2a8aca7baef720dc40f",
    "id": null,
    "metadata": {},
    "name": "AdminSetUserStatusMutation",
    "operationKind": "mutation",
    "text": "mutation AdminSetUserStatusMutation(\n  $id: ID!\n  $status: UserStatus!\n) {\n  adminSetUserStatus(id: $id, status: $status) {\n    __typename\n    ... on AdminSetUserStatusSuccess {\n      user {\n        id\n        status\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ce5f182e8c08888c1b494d6efc8d5c5";

export default node;
