/**
 * @generated SignedSource<<91caafa504792cf648f8c7e1cdbf74a6>>
 * @relayHash da1f024c3603e2a8aca7baef720dc40f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eaaa670e86a6b567e112499aa3a0dea39a17dd5f578c50d37b87e17460d1d782

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
    "id": "eaaa670e86a6b567e112499aa3a0dea39a17dd5f578c50d37b87e17460d1d782",
    "metadata": {},
    "name": "AdminSetUserStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8ce5f182e8c08888c1b494d6efc8d5c5";

export default node;
