/**
 * @generated SignedSource<<3f0619ab8858adeaba2a64ad8e4ad2ec>>
 * @relayHash cd11c507eedc7afcef1b5f6489b7e6d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58fc6ba1c0c51c803375a3612ee0f808b406cf3a912b40257d48fbe109b07fa3

import { ConcreteRequest } from 'relay-runtime';
export type DeleteWebhookMutation$variables = {
  id: string;
};
export type DeleteWebhookMutation$data = {
  readonly deleteWebhook: {
    readonly __typename: string;
    readonly deletedWebhookId?: string;
    readonly message?: string;
  };
};
export type DeleteWebhookMutation = {
  response: DeleteWebhookMutation$data;
  variables: DeleteWebhookMutation$variables;
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
    "name": "deleteWebhook",
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
            "name": "deletedWebhookId",
            "storageKey": null
          }
        ],
        "type": "DeleteWebhookSuccess",
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
    "name": "DeleteWebhookMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteWebhookMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "58fc6ba1c0c51c803375a3612ee0f808b406cf3a912b40257d48fbe109b07fa3",
    "metadata": {},
    "name": "DeleteWebhookMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6f13e6aff7f4baf1d478d92ab627e6df";

export default node;
