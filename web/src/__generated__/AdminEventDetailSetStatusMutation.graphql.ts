/**
 * @generated SignedSource<<dde5a557a7ccf2741a8bc9aa4293261d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EventStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type AdminEventDetailSetStatusMutation$variables = {
  id: string;
  status: EventStatus;
};
export type AdminEventDetailSetStatusMutation$data = {
  readonly adminSetEventStatus: {
    readonly __typename: string;
    readonly event?: {
      readonly id: string;
      readonly status: EventStatus;
    };
    readonly message?: string;
  };
};
export type AdminEventDetailSetStatusMutation = {
  response: AdminEventDetailSetStatusMutation$data;
  variables: AdminEventDetailSetStatusMutation$variables;
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
    "name": "adminSetEventStatus",
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
            "concreteType": "AdminEvent",
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AdminSetEventStatusSuccess",
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
    "name": "AdminEventDetailSetStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminEventDetailSetStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "826b9ac2085168aa3a4df5f8e190223b",
    "id": null,
    "metadata": {},
    "name": "AdminEventDetailSetStatusMutation",
    "operationKind": "mutation",
    "text": "mutation AdminEventDetailSetStatusMutation(\n  $id: ID!\n  $status: EventStatus!\n) {\n  adminSetEventStatus(id: $id, status: $status) {\n    __typename\n    ... on AdminSetEventStatusSuccess {\n      event {\n        id\n        status\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "48206fe47d81681de35643ac492da21a";

export default node;
