/**
 * @generated SignedSource<<0ef8fe8c9ed2f7413e74fc471a68a894>>
 * @relayHash c6fe0d4415a5b79ef50caa4b7609daae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 176faf2f75c9f1d37c88f256410d87545bf589f269294e20b97a1b858fb6a83d

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
    "id": "176faf2f75c9f1d37c88f256410d87545bf589f269294e20b97a1b858fb6a83d",
    "metadata": {},
    "name": "useSlugAvailabilityQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a35dfb23ba075a9a74411295369ccedd";

export default node;
