/**
 * @generated SignedSource<<47017e49b727e285034cf859bc77139b>>
 * @relayHash 9125d466d527dc67fcf3e856a1658fa6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 357733705af40d943a31aac3788ee7d031b3176175aaeb71531e97b8b28d3fbb

import { ConcreteRequest } from 'relay-runtime';
export type SessionStoreQuery$variables = Record<PropertyKey, never>;
export type SessionStoreQuery$data = {
  readonly viewer: {
    readonly displayName: string;
    readonly email: string;
    readonly id: string;
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type SessionStoreQuery = {
  response: SessionStoreQuery$data;
  variables: SessionStoreQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
        "storageKey": null
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
    "name": "SessionStoreQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionStoreQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "357733705af40d943a31aac3788ee7d031b3176175aaeb71531e97b8b28d3fbb",
    "metadata": {},
    "name": "SessionStoreQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4ea6bb74554dd17bf76eab211d51707d";

export default node;
