/**
 * @generated SignedSource<<21df3808b525f1d7d8156666b1291db4>>
 * @relayHash 21e2f1c85d375833d00091a316004b45
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a56ef470feadaa26d7347bf0b058dcbd6fbb1fc801fbd6a58f627e77d4e5f02

import { ConcreteRequest } from 'relay-runtime';
export type ContactStatus = "CLOSED" | "NEW" | "READ" | "REPLIED" | "%future added value";
export type AdminUpdateContactMessageMutation$variables = {
  id: string;
  status: ContactStatus;
};
export type AdminUpdateContactMessageMutation$data = {
  readonly adminUpdateContactMessage: {
    readonly __typename: string;
    readonly contactMessage?: {
      readonly id: string;
      readonly status: ContactStatus;
    };
    readonly message?: string;
  };
};
export type AdminUpdateContactMessageMutation = {
  response: AdminUpdateContactMessageMutation$data;
  variables: AdminUpdateContactMessageMutation$variables;
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
    "name": "adminUpdateContactMessage",
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
            "concreteType": "ContactMessage",
            "kind": "LinkedField",
            "name": "contactMessage",
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
        "type": "AdminUpdateContactMessageSuccess",
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
    "name": "AdminUpdateContactMessageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUpdateContactMessageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3a56ef470feadaa26d7347bf0b058dcbd6fbb1fc801fbd6a58f627e77d4e5f02",
    "metadata": {},
    "name": "AdminUpdateContactMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "81a8e569dbee4426020261495a1511f9";

export default node;
