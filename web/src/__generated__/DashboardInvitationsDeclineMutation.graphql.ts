/**
 * @generated SignedSource<<fe57295079537784a99920163b6450d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DashboardInvitationsDeclineMutation$variables = {
  invitationId: string;
};
export type DashboardInvitationsDeclineMutation$data = {
  readonly declineCoHostInvitation: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type DashboardInvitationsDeclineMutation = {
  response: DashboardInvitationsDeclineMutation$data;
  variables: DashboardInvitationsDeclineMutation$variables;
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
    "name": "DashboardInvitationsDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardInvitationsDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3841c91034e8182a6705bdb8ea9a894c",
    "id": null,
    "metadata": {},
    "name": "DashboardInvitationsDeclineMutation",
    "operationKind": "mutation",
    "text": "mutation DashboardInvitationsDeclineMutation(\n  $invitationId: ID!\n) {\n  declineCoHostInvitation(invitationId: $invitationId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "733c1a70831e5fae24368ca6b166e5ce";

export default node;
