/**
 * @generated SignedSource<<f4a30ad9e42d495042987d4f95b7b7f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "9125d466d527dc67fcf3e856a1658fa6",
    "id": null,
    "metadata": {},
    "name": "SessionStoreQuery",
    "operationKind": "query",
    "text": "query SessionStoreQuery {\n  viewer {\n    id\n    email\n    displayName\n    isAdmin\n  }\n}\n"
  }
};
})();

(node as any).hash = "c2dbf93db2acd3bd59a54905b9cfbd8b";

export default node;
