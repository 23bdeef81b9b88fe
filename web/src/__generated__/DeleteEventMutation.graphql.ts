/**
 * @generated SignedSource<<d579795c2da2730743a1e49d150f773e>>
 * @relayHash 49d7d3398e2450f5b3a29f210c9bf455
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e31fc84b4d34e5af7d4bfe6915a5eea6136c96a25447c785573df6f1ad54fdc3

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
    "id": "e31fc84b4d34e5af7d4bfe6915a5eea6136c96a25447c785573df6f1ad54fdc3",
    "metadata": {},
    "name": "DeleteEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "01a8cd7bb4b36cf976d9a65d71ed1b1f";

export default node;
