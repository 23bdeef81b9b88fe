/**
 * @generated SignedSource<<9772580d55c3589d34a39cbab14fd227>>
 * @relayHash 41baeacea11ef0e415ff65b397ae9629
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bad9b4bf130d30ee522c2e06f7a2854837308af2a397414157cfc60dd55af20

import { ConcreteRequest } from 'relay-runtime';
export type Language = "DE" | "EN" | "ES" | "TR" | "%future added value";
export type SessionStoreQuery$variables = Record<PropertyKey, never>;
export type SessionStoreQuery$data = {
  readonly viewer: {
    readonly displayName: string;
    readonly email: string;
    readonly id: string;
    readonly isAdmin: boolean;
    readonly language: Language | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "language",
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
    "id": "7bad9b4bf130d30ee522c2e06f7a2854837308af2a397414157cfc60dd55af20",
    "metadata": {},
    "name": "SessionStoreQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4ea6bb74554dd17bf76eab211d51707d";

export default node;
