/**
 * @generated SignedSource<<4998af84929eb2c71d4bdf64d3d73fc8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "62ae0dab768fc6746d8596dd671d00cc",
    "id": null,
    "metadata": {},
    "name": "SendContactMessageMutation",
    "operationKind": "mutation",
    "text": "mutation SendContactMessageMutation(\n  $input: SendContactMessageInput!\n) {\n  sendContactMessage(input: $input) {\n    __typename\n    ... on SendContactMessageSuccess {\n      priority\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "da0bab4fc0b77d2de262666878601e29";

export default node;
