/**
 * @generated SignedSource<<11c78fe2cf2f611d8394166b807fca97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SupportEmailLinkQuery$variables = Record<PropertyKey, never>;
export type SupportEmailLinkQuery$data = {
  readonly supportEmail: string | null | undefined;
};
export type SupportEmailLinkQuery = {
  response: SupportEmailLinkQuery$data;
  variables: SupportEmailLinkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "supportEmail",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SupportEmailLinkQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupportEmailLinkQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "89d007c9352ca23e46f6832df4310aef",
    "id": null,
    "metadata": {},
    "name": "SupportEmailLinkQuery",
    "operationKind": "query",
    "text": "query SupportEmailLinkQuery {\n  supportEmail\n}\n"
  }
};
})();

(node as any).hash = "4b511eb84a6ccf40ca410c1e28c1a55f";

export default node;
