/**
 * @generated SignedSource<<c01e9765156f3bc93e9bd6e96aa78799>>
 * @relayHash 462e98558136387f6104b0b4a72416ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2fde5fa463fd00ef886e622ad3fda3cc9300f008461e1126c270db14f541e925

import { ConcreteRequest } from 'relay-runtime';
export type DeclineCoHostInvitationMutation$variables = {
  invitationId: string;
};
export type DeclineCoHostInvitationMutation$data = {
  readonly declineCoHostInvitation: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type DeclineCoHostInvitationMutation = {
  response: DeclineCoHostInvitationMutation$data;
  variables: DeclineCoHostInvitationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "invitationId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "invitationId",
        "variableName": "invitationId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "declineCoHostInvitation",
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
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "DeclineCoHostInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeclineCoHostInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2fde5fa463fd00ef886e622ad3fda3cc9300f008461e1126c270db14f541e925",
    "metadata": {},
    "name": "DeclineCoHostInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c67e813d0a019be338b4144df0ca9909";

export default node;
