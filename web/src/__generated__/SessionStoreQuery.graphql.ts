/**
 * @generated SignedSource<<6d2886e3826a10768cb2259df41049b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionStoreQuery$variables = Record<PropertyKey, never>;
export type SessionStoreQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SessionStore_viewer">;
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionStoreQuery",
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
            "kind": "InlineDataFragmentSpread",
            "name": "SessionStore_viewer",
            "selections": (v0/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionStoreQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6f37ac9fb6eea37284c20e079c2d1d17",
    "id": null,
    "metadata": {},
    "name": "SessionStoreQuery",
    "operationKind": "query",
    "text": "query SessionStoreQuery {\n  viewer {\n    ...SessionStore_viewer\n    id\n  }\n}\n\nfragment SessionStore_viewer on User {\n  id\n  email\n  displayName\n  isAdmin\n}\n"
  }
};
})();

(node as any).hash = "7e0bb8d77e708794c033eabb9dceed96";

export default node;
