/**
 * @generated SignedSource<<9bc8e62d4f3874b387ec5c0f24ce123b>>
 * @relayHash e3196c16f78fd28ceee31a511a7a71d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4485e4340d394bc9a72d3daf637d4af7f1c94be2601d882ea589eda2528ab15

import { ConcreteRequest } from 'relay-runtime';
export type EventStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type SetEventStatusMutation$variables = {
  id: string;
  status: EventStatus;
};
export type SetEventStatusMutation$data = {
  readonly setEventStatus: {
    readonly __typename: string;
    readonly event?: {
      readonly id: string;
      readonly status: EventStatus;
    };
    readonly message?: string;
  };
};
export type SetEventStatusMutation = {
  response: SetEventStatusMutation$data;
  variables: SetEventStatusMutation$variables;
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
    "name": "setEventStatus",
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetEventStatusSuccess",
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
    "name": "SetEventStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetEventStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a4485e4340d394bc9a72d3daf637d4af7f1c94be2601d882ea589eda2528ab15",
    "metadata": {},
    "name": "SetEventStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "112fee7a409e31c4439a52d5bf5e7ab7";

export default node;
