/**
 * @generated SignedSource<<6cd8dff35da1c1d4488dc42b14689109>>
 * @relayHash ec2c25d0c83c8407de19d15f658bfa51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e1a458e6a07b15d20f1965a931e8d1190134bd83517c1b04e0d586576ee56dd

import { ConcreteRequest } from 'relay-runtime';
export type WebhookTopic = "EVENT_UPDATED" | "GUESTBOOK_APPROVED" | "GUESTBOOK_CREATED" | "RSVP_CREATED" | "RSVP_UPDATED" | "UPLOAD_APPROVED" | "UPLOAD_CREATED" | "UPLOAD_REJECTED" | "%future added value";
export type CreateWebhookMutation$variables = {
  eventId?: string | null | undefined;
  topics: ReadonlyArray<WebhookTopic>;
  url: string;
};
export type CreateWebhookMutation$data = {
  readonly createWebhook: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly secret?: string;
    readonly webhook?: {
      readonly id: string;
    };
  };
};
export type CreateWebhookMutation = {
  response: CreateWebhookMutation$data;
  variables: CreateWebhookMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "eventId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "topics"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "url"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "eventId",
        "variableName": "eventId"
      },
      {
        "kind": "Variable",
        "name": "topics",
        "variableName": "topics"
      },
      {
        "kind": "Variable",
        "name": "url",
        "variableName": "url"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createWebhook",
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
            "name": "secret",
            "storageKey": null
          },
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateWebhookSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v3/*:: as any*/)
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateWebhookMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CreateWebhookMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "0e1a458e6a07b15d20f1965a931e8d1190134bd83517c1b04e0d586576ee56dd",
    "metadata": {},
    "name": "CreateWebhookMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f91e3a9d31a9c23d164a71aac231a302";

export default node;
