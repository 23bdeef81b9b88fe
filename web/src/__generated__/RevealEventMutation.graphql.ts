/**
 * @generated SignedSource<<cf75d894305a0f36fafa1f8cb868f97a>>
 * @relayHash 85e92138fc3dde5890aa663782668662
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff3839a1559c698fb425986f1a6380052d482f148c6785fb28948c3fbdf1194d

import { ConcreteRequest } from 'relay-runtime';
export type RevealEventMutation$variables = {
  id: string;
};
export type RevealEventMutation$data = {
  readonly revealEvent: {
    readonly __typename: string;
    readonly event?: {
      readonly id: string;
      readonly revealAt: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type RevealEventMutation = {
  response: RevealEventMutation$data;
  variables: RevealEventMutation$variables;
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
    "name": "revealEvent",
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
            "concreteType": "Event",
            "kind": "LinkedField",
            "name": "event",
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
                "name": "revealAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RevealEventSuccess",
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
    "name": "RevealEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RevealEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ff3839a1559c698fb425986f1a6380052d482f148c6785fb28948c3fbdf1194d",
    "metadata": {},
    "name": "RevealEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aa4956ff6d9d371fdcb6f7bb889dadde";

export default node;
