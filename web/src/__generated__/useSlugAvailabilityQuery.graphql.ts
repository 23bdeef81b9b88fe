/**
 * @generated SignedSource<<e1aea764b2b9c9b8c34fdaff13d0a41f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSlugAvailabilityQuery$variables = {
  slug: string;
};
export type useSlugAvailabilityQuery$data = {
  readonly checkSlug: {
    readonly available: boolean;
    readonly message: string | null | undefined;
    readonly slug: string;
  };
};
export type useSlugAvailabilityQuery = {
  response: useSlugAvailabilityQuery$data;
  variables: useSlugAvailabilityQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "SlugCheck",
    "kind": "LinkedField",
    "name": "checkSlug",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slug",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "available",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
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
    "name": "useSlugAvailabilityQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSlugAvailabilityQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c6fe0d4415a5b79ef50caa4b7609daae",
    "id": null,
    "metadata": {},
    "name": "useSlugAvailabilityQuery",
    "operationKind": "query",
    "text": "query useSlugAvailabilityQuery(\n  $slug: String!\n) {\n  checkSlug(slug: $slug) {\n    slug\n    available\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "a35dfb23ba075a9a74411295369ccedd";

export default node;
