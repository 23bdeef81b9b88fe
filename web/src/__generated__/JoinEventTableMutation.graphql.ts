/**
 * @generated SignedSource<<cf9cb224285d1bbe2aa0425c5a50d3b7>>
 * @relayHash b6fe98857ccbcc67196fbf56622fb09a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7432f9397c6665ccf97183f6f865c3de9f3813c60e742ddeec52f0d278a3fa2

import { ConcreteRequest } from 'relay-runtime';
export type JoinEventTableMutation$variables = {
  code: string;
  slug: string;
};
export type JoinEventTableMutation$data = {
  readonly joinEventTable: {
    readonly __typename: string;
  };
};
export type JoinEventTableMutation = {
  response: JoinEventTableMutation$data;
  variables: JoinEventTableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "code"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      },
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "joinEventTable",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "JoinEventTableMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "JoinEventTableMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b7432f9397c6665ccf97183f6f865c3de9f3813c60e742ddeec52f0d278a3fa2",
    "metadata": {},
    "name": "JoinEventTableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4ed3bce0830841bc691683b056e245e6";

export default node;
