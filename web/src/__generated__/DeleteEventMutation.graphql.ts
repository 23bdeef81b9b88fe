/**
 * @generated SignedSource<<aeaac8016748bcb59a1719a5a9658373>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteEventMutation$variables = {
  id: string;
};
export type DeleteEventMutation$data = {
  readonly deleteEvent: {
    readonly __typename: string;
    readonly deletedEventId?: string;
    readonly message?: string;
  };
};
export type DeleteEventMutation = {
  response: DeleteEventMutation$data;
  variables: DeleteEventMutation$variables;
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
    "name": "deleteEvent",
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
            "name": "deletedEventId",
            "storageKey": null
          }
        ],
        "type": "DeleteEventSuccess",
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
    "name": "DeleteEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "49d7d3398e2450f5b3a29f210c9bf455",
    "id": null,
    "metadata": {},
    "name": "DeleteEventMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteEventMutation(\n  $id: ID!\n) {\n  deleteEvent(id: $id) {\n    __typename\n    ... on DeleteEventSuccess {\n      deletedEventId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "01a8cd7bb4b36cf976d9a65d71ed1b1f";

export default node;
