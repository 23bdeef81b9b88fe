/**
 * @generated SignedSource<<448ed4b85aab4953a727e1d8e9df2523>>
 * @relayHash 9d2032b9334aa92236bba16b3b3e0ebb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec097a65b443809b416c31ae0ebb59b40f0a28a0dcf74cea5ae559dff516fe02

import { ConcreteRequest } from 'relay-runtime';
export type LeaveEventMutation$variables = {
  hostId: string;
};
export type LeaveEventMutation$data = {
  readonly removeCoHost: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type LeaveEventMutation = {
  response: LeaveEventMutation$data;
  variables: LeaveEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hostId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "hostId",
        "variableName": "hostId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "removeCoHost",
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
    "name": "LeaveEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LeaveEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ec097a65b443809b416c31ae0ebb59b40f0a28a0dcf74cea5ae559dff516fe02",
    "metadata": {},
    "name": "LeaveEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "087bce51d61b14d4decb6f06397ab477";

export default node;
