/**
 * @generated SignedSource<<1d2f447f430b1c887d85ef9f0ae76c05>>
 * @relayHash de3baef097e0f9c9a364687b54597cd1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 073693bb49d5ad341b670670e4e3f001119dbe634ef1a2ec543f4941fb9660db

import { ConcreteRequest } from 'relay-runtime';
export type CancelAccountDeletionMutation$variables = Record<PropertyKey, never>;
export type CancelAccountDeletionMutation$data = {
  readonly cancelAccountDeletion: {
    readonly __typename: "CancelAccountDeletionSuccess";
    readonly viewer: {
      readonly deletionScheduledAt: string | null | undefined;
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type CancelAccountDeletionMutation = {
  response: CancelAccountDeletionMutation$data;
  variables: CancelAccountDeletionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "cancelAccountDeletion",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
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
                "name": "deletionScheduledAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CancelAccountDeletionSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CancelAccountDeletionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CancelAccountDeletionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "073693bb49d5ad341b670670e4e3f001119dbe634ef1a2ec543f4941fb9660db",
    "metadata": {},
    "name": "CancelAccountDeletionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5671941cdab44e920386e80a67a98449";

export default node;
