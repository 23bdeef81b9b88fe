/**
 * @generated SignedSource<<1bc452ac802ad51108a51cdf2137bb6e>>
 * @relayHash 536584de964d71f295b013af45f682dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4a28af0ee590e8292771872fbf45f380da83a60d3236e53722a58bdc2976e97

import { ConcreteRequest } from 'relay-runtime';
export type ResendVerificationEmailMutation$variables = Record<PropertyKey, never>;
export type ResendVerificationEmailMutation$data = {
  readonly resendVerificationEmail: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type ResendVerificationEmailMutation = {
  response: ResendVerificationEmailMutation$data;
  variables: ResendVerificationEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resendVerificationEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v0/*:: as any*/),
        "type": "ResendVerificationEmailSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v0/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "ResendVerificationEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResendVerificationEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f4a28af0ee590e8292771872fbf45f380da83a60d3236e53722a58bdc2976e97",
    "metadata": {},
    "name": "ResendVerificationEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b639794f726cb0f5070786d88ea53e6b";

export default node;
