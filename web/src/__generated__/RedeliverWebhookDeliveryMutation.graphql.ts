/**
 * @generated SignedSource<<ca49b625271757bf5db5866302e01af2>>
 * @relayHash 1f413540b4e7375e010862e98c4d68be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44de51e7a2b6fcf1bd124f12e15ccc998f828d2e23196d4c1de362d42d052677

import { ConcreteRequest } from 'relay-runtime';
export type RedeliverWebhookDeliveryMutation$variables = {
  id: string;
};
export type RedeliverWebhookDeliveryMutation$data = {
  readonly redeliverWebhookDelivery: {
    readonly __typename: string;
    readonly delivery?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type RedeliverWebhookDeliveryMutation = {
  response: RedeliverWebhookDeliveryMutation$data;
  variables: RedeliverWebhookDeliveryMutation$variables;
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
    "name": "redeliverWebhookDelivery",
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
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "delivery",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RedeliverWebhookDeliverySuccess",
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
    "name": "RedeliverWebhookDeliveryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RedeliverWebhookDeliveryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "44de51e7a2b6fcf1bd124f12e15ccc998f828d2e23196d4c1de362d42d052677",
    "metadata": {},
    "name": "RedeliverWebhookDeliveryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "51405b1fd02180a97c706e3afd4a7af4";

export default node;
