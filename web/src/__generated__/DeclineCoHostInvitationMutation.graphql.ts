/**
 * @generated SignedSource<<2aa5453dd66be9837b1418ca6e281d7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "462e98558136387f6104b0b4a72416ad",
    "id": null,
    "metadata": {},
    "name": "DeclineCoHostInvitationMutation",
    "operationKind": "mutation",
    "text": "mutation DeclineCoHostInvitationMutation(\n  $invitationId: ID!\n) {\n  declineCoHostInvitation(invitationId: $invitationId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c67e813d0a019be338b4144df0ca9909";

export default node;
