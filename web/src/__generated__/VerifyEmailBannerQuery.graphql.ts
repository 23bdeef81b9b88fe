/**
 * @generated SignedSource<<c1b4cfe45de8516ef5bd5946e66dfeea>>
 * @relayHash ba1772a771c781cb603bc0d131821bfb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 320e8e1045687ab4a78dbf9b6640dc300e071f09d460d5e11ff77b7282f34ad1

import { ConcreteRequest } from 'relay-runtime';
export type VerifyEmailBannerQuery$variables = Record<PropertyKey, never>;
export type VerifyEmailBannerQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly id: string;
    readonly mustVerifyEmail: boolean;
  } | null | undefined;
};
export type VerifyEmailBannerQuery = {
  response: VerifyEmailBannerQuery$data;
  variables: VerifyEmailBannerQuery$variables;
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
        "name": "mustVerifyEmail",
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
    "name": "VerifyEmailBannerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VerifyEmailBannerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "320e8e1045687ab4a78dbf9b6640dc300e071f09d460d5e11ff77b7282f34ad1",
    "metadata": {},
    "name": "VerifyEmailBannerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "df9243eed40f3c22036130fc4ca616ce";

export default node;
