/**
 * @generated SignedSource<<ba00c216c1d970647aa896c36907fc20>>
 * @relayHash 17181d05ac195160359a0bc8abf73830
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58da71cf284e40c7db8bb4a300ab95b50822c560fa98fce692f9a752dc6324c3

import { ConcreteRequest } from 'relay-runtime';
export type AcceptCoHostInvitationMutation$variables = {
  invitationId: string;
};
export type AcceptCoHostInvitationMutation$data = {
  readonly acceptCoHostInvitation: {
    readonly __typename: string;
    readonly event?: {
      readonly databaseId: number;
    };
    readonly message?: string;
  };
};
export type AcceptCoHostInvitationMutation = {
  response: AcceptCoHostInvitationMutation$data;
  variables: AcceptCoHostInvitationMutation$variables;
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
    "kind": "Variable",
    "name": "invitationId",
    "variableName": "invitationId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AcceptCoHostInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptCoHostInvitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Event",
                "kind": "LinkedField",
                "name": "event",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "AcceptCoHostInvitationSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AcceptCoHostInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptCoHostInvitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Event",
                "kind": "LinkedField",
                "name": "event",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AcceptCoHostInvitationSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "58da71cf284e40c7db8bb4a300ab95b50822c560fa98fce692f9a752dc6324c3",
    "metadata": {},
    "name": "AcceptCoHostInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "62af0ad2db8e0bb58681506c51133211";

export default node;
