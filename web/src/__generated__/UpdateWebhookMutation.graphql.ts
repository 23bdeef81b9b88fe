/**
 * @generated SignedSource<<1e3ce2ae1f950c2efb01f0e618a15808>>
 * @relayHash 813bbad526dba7dc53aabd33afbcd294
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09f59fd05238e3fca6d453aa42f1ba018e528ca24e171ce308e29428b97beb07

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
      readonly createdBy: string | null | undefined;
      readonly disabled: boolean;
      readonly disabledReason: string | null | undefined;
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disabledReason",
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
    "id": "09f59fd05238e3fca6d453aa42f1ba018e528ca24e171ce308e29428b97beb07",
    "metadata": {},
    "name": "UpdateWebhookMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d2f3ebbb05fa944f0f853e67d319c2af";

export default node;
