/**
 * @generated SignedSource<<ab61c31264ecd87a6ce392b0a017d656>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateWebhookMutation$variables = {
  active?: boolean | null | undefined;
  id: string;
};
export type UpdateWebhookMutation$data = {
  readonly updateWebhook: {
    readonly __typename: string;
    readonly message?: string;
    readonly webhook?: {
      readonly active: boolean;
      readonly id: string;
    };
  };
};
export type UpdateWebhookMutation = {
  response: UpdateWebhookMutation$data;
  variables: UpdateWebhookMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "active"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "active",
        "variableName": "active"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateWebhook",
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
            "concreteType": "Webhook",
            "kind": "LinkedField",
            "name": "webhook",
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
                "name": "active",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateWebhookSuccess",
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
    "name": "UpdateWebhookMutation",
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
    "name": "UpdateWebhookMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3796a9990f986db8029c8c98fa2f6f56",
    "id": null,
    "metadata": {},
    "name": "UpdateWebhookMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateWebhookMutation(\n  $id: ID!\n  $active: Boolean\n) {\n  updateWebhook(id: $id, active: $active) {\n    __typename\n    ... on UpdateWebhookSuccess {\n      webhook {\n        id\n        active\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4aac61252f9636dc1e8198a0b41ac3ad";

export default node;
