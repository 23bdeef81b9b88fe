/**
 * @generated SignedSource<<b3901679dca4bf40e5f1dbde1ec05eca>>
 * @relayHash 89d007c9352ca23e46f6832df4310aef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f1685c9f8aeff8a07e2e61780b253780af6eb5ab1ad7fb4d59fa1945791c420

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
    "id": "7f1685c9f8aeff8a07e2e61780b253780af6eb5ab1ad7fb4d59fa1945791c420",
    "metadata": {},
    "name": "SupportEmailLinkQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4b511eb84a6ccf40ca410c1e28c1a55f";

export default node;
