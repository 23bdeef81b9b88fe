/**
 * @generated SignedSource<<a3ad88fbb512cec789ebed80bdab717d>>
 * @relayHash 9e57be1d58d326e65d4ecf46abbb6e90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a05a6c7fc6d0545164e4b42ae5840213a68d3275c439bd01c08be2cdc9f12ad

import { ConcreteRequest } from 'relay-runtime';
export type EventStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type AdminSetEventStatusMutation$variables = {
  id: string;
  status: EventStatus;
};
export type AdminSetEventStatusMutation$data = {
  readonly adminSetEventStatus: {
    readonly __typename: string;
    readonly event?: {
      readonly id: string;
      readonly status: EventStatus;
    };
    readonly message?: string;
  };
};
export type AdminSetEventStatusMutation = {
  response: AdminSetEventStatusMutation$data;
  variables: AdminSetEventStatusMutation$variables;
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
    "name": "AdminSetEventStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminSetEventStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8a05a6c7fc6d0545164e4b42ae5840213a68d3275c439bd01c08be2cdc9f12ad",
    "metadata": {},
    "name": "AdminSetEventStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "561467e8000a2930db97804d72a433ef";

export default node;
