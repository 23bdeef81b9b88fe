/**
 * @generated SignedSource<<0725c37f8bf526dfab655a04f10d2841>>
 * @relayHash 62ae0dab768fc6746d8596dd671d00cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 694b2ab1a3250a06f5edc4ae207580a165c4b13621cae6231cfca32386f65ad7

import { ConcreteRequest } from 'relay-runtime';
export type ContactPriority = "HIGH" | "LOW" | "NORMAL" | "URGENT" | "%future added value";
export type SendContactMessageInput = {
  company?: string | null | undefined;
  email: string;
  eventVolume?: string | null | undefined;
  message: string;
  name: string;
  phone?: string | null | undefined;
  planInterest?: string | null | undefined;
  subject?: string | null | undefined;
  teamSize?: string | null | undefined;
  timeline?: string | null | undefined;
  website?: string | null | undefined;
};
export type SendContactMessageMutation$variables = {
  input: SendContactMessageInput;
};
export type SendContactMessageMutation$data = {
  readonly sendContactMessage: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly priority?: ContactPriority;
  };
};
export type SendContactMessageMutation = {
  response: SendContactMessageMutation$data;
  variables: SendContactMessageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendContactMessage",
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
            "name": "priority",
            "storageKey": null
          }
        ],
        "type": "SendContactMessageSuccess",
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
              (v1/*:: as any*/)
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
          (v1/*:: as any*/)
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
    "name": "SendContactMessageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SendContactMessageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "694b2ab1a3250a06f5edc4ae207580a165c4b13621cae6231cfca32386f65ad7",
    "metadata": {},
    "name": "SendContactMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da0bab4fc0b77d2de262666878601e29";

export default node;
