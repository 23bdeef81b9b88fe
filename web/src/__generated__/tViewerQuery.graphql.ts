/**
 * @generated SignedSource<<8c8a1c321383b34147a8c36f452f3d0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type tViewerQuery$variables = Record<PropertyKey, never>;
export type tViewerQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly id: string;
  } | null | undefined;
};
export type tViewerQuery = {
  response: tViewerQuery$data;
  variables: tViewerQuery$variables;
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
    "name": "tViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "tViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8eb165bd3c4b9646028f6073551f29ff",
    "id": null,
    "metadata": {},
    "name": "tViewerQuery",
    "operationKind": "query",
    "text": "query tViewerQuery {\n  viewer {\n    id\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "417f43f4617b5e327a14a8478e05d47d";

export default node;
