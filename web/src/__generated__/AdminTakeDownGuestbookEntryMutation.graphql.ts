/**
 * @generated SignedSource<<ff116c46f37f32da5950f80b53215b3a>>
 * @relayHash 9e59bae9d5c6f385ce09532db667bf4e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cac47a96773e85cf4c1cf87d50cdcb04f7d9bd6152018a9fecc45fc03bccbf08

import { ConcreteRequest } from 'relay-runtime';
export type GuestbookStatus = "APPROVED" | "HIDDEN" | "PENDING" | "%future added value";
export type AdminTakeDownGuestbookEntryMutation$variables = {
  id: string;
};
export type AdminTakeDownGuestbookEntryMutation$data = {
  readonly adminTakeDownGuestbookEntry: {
    readonly __typename: string;
    readonly entry?: {
      readonly id: string;
      readonly status: GuestbookStatus;
    };
    readonly message?: string;
  };
};
export type AdminTakeDownGuestbookEntryMutation = {
  response: AdminTakeDownGuestbookEntryMutation$data;
  variables: AdminTakeDownGuestbookEntryMutation$variables;
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
    "name": "adminTakeDownGuestbookEntry",
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
            "concreteType": "GuestbookEntry",
            "kind": "LinkedField",
            "name": "entry",
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
        "type": "AdminTakeDownGuestbookEntrySuccess",
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
    "name": "AdminTakeDownGuestbookEntryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminTakeDownGuestbookEntryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cac47a96773e85cf4c1cf87d50cdcb04f7d9bd6152018a9fecc45fc03bccbf08",
    "metadata": {},
    "name": "AdminTakeDownGuestbookEntryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5d14d7816cb9562ea506759a53a786ce";

export default node;
