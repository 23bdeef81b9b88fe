/**
 * @generated SignedSource<<7e950b177867766801377bb96539b678>>
 * @relayHash 28ab5301f49f132e44509a24a9809aaa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5163d1a20bf37de8ef1b6a8a5065eb18aa129f2c663881b5afefb5d9005ed546

import { ConcreteRequest } from 'relay-runtime';
export type EmailStatus = "FAILED" | "KEPT" | "PENDING" | "SENT" | "%future added value";
export type AdminResendEmailMutation$variables = {
  id: string;
};
export type AdminResendEmailMutation$data = {
  readonly adminResendEmail: {
    readonly __typename: string;
    readonly email?: {
      readonly attempts: number;
      readonly error: string | null | undefined;
      readonly id: string;
      readonly lastAttemptAt: string | null | undefined;
      readonly sentAt: string | null | undefined;
      readonly status: EmailStatus;
      readonly text: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type AdminResendEmailMutation = {
  response: AdminResendEmailMutation$data;
  variables: AdminResendEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminResendEmail",
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
            "concreteType": "EmailMessage",
            "kind": "LinkedField",
            "name": "email",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attempts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "error",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastAttemptAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sentAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AdminResendEmailSuccess",
        "abstractKey": null
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
    "name": "AdminResendEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminResendEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5163d1a20bf37de8ef1b6a8a5065eb18aa129f2c663881b5afefb5d9005ed546",
    "metadata": {},
    "name": "AdminResendEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0b7e2812edbaadca0e1e71da315f773b";

export default node;
