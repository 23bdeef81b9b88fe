/**
 * @generated SignedSource<<3551b46336091a3b2201a2b669f69e06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserStatus = "ACTIVE" | "BLOCKED" | "DELETED" | "%future added value";
export type adminUserMutationsSetStatusMutation$variables = {
  id: string;
  status: UserStatus;
};
export type adminUserMutationsSetStatusMutation$data = {
  readonly adminSetUserStatus: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly status: UserStatus;
    };
  };
};
export type adminUserMutationsSetStatusMutation = {
  response: adminUserMutationsSetStatusMutation$data;
  variables: adminUserMutationsSetStatusMutation$variables;
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
    "name": "adminUserMutationsSetStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "adminUserMutationsSetStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "afb22a9a07b3c14d2a49eed7c52ffe9e",
    "id": null,
    "metadata": {},
    "name": "adminUserMutationsSetStatusMutation",
    "operationKind": "mutation",
    "text": "mutation adminUserMutationsSetStatusMutation(\n  $id: ID!\n  $status: UserStatus!\n) {\n  adminSetUserStatus(id: $id, status: $status) {\n    __typename\n    ... on AdminSetUserStatusSuccess {\n      user {\n        id\n        status\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "79186e6affa6a9bad140647dbf4a6941";

export default node;
