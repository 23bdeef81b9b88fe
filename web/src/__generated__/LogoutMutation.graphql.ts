/**
 * @generated SignedSource<<4b7bdb9e68d445ee1db5b934f6b8677f>>
 * @relayHash 85e3619dc161a93b443c077afdb80d20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e758fd9db1b464fd205c8ad29bd29b900de0067da24349bf515acf14390837b6

import { ConcreteRequest } from 'relay-runtime';
export type LogoutMutation$variables = Record<PropertyKey, never>;
export type LogoutMutation$data = {
  readonly logout: boolean;
};
export type LogoutMutation = {
  response: LogoutMutation$data;
  variables: LogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "logout",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e758fd9db1b464fd205c8ad29bd29b900de0067da24349bf515acf14390837b6",
    "metadata": {},
    "name": "LogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "301028ecf84321ee3698ebac206d1dff";

export default node;
