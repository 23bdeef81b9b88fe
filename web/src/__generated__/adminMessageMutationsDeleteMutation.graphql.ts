/**
 * @generated SignedSource<<ff93480dbdabb979c0c47b7eb935bdc9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type adminMessageMutationsDeleteMutation$variables = {
  id: string;
};
export type adminMessageMutationsDeleteMutation$data = {
  readonly adminDeleteContactMessage: {
    readonly __typename: string;
    readonly deletedContactMessageId?: string;
    readonly message?: string;
  };
};
export type adminMessageMutationsDeleteMutation = {
  response: adminMessageMutationsDeleteMutation$data;
  variables: adminMessageMutationsDeleteMutation$variables;
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
    "name": "adminDeleteContactMessage",
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
            "name": "deletedContactMessageId",
            "storageKey": null
          }
        ],
        "type": "AdminDeleteContactMessageSuccess",
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
    "name": "adminMessageMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "adminMessageMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8c14ac059f2933c8c742e6a8e2831607",
    "id": null,
    "metadata": {},
    "name": "adminMessageMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation adminMessageMutationsDeleteMutation(\n  $id: ID!\n) {\n  adminDeleteContactMessage(id: $id) {\n    __typename\n    ... on AdminDeleteContactMessageSuccess {\n      deletedContactMessageId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e939f799cdbbdde2fd0286ba84e832d";

export default node;
