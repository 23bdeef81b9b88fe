/**
 * @generated SignedSource<<0900e15de720be2331f21167ffc4aafc>>
 * @relayHash 3b61c1ebdb159e9b861d65798a57beaa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfb752439ffa03eaf01dadeaac2f2de5c8b3afe7ea0b95864553f17269d5b1d7

import { ConcreteRequest } from 'relay-runtime';
export type AdminCreateUserInput = {
  displayName: string;
  email: string;
  isAdmin?: boolean | null | undefined;
  password: string;
};
export type AdminCreateUserMutation$variables = {
  input: AdminCreateUserInput;
};
export type AdminCreateUserMutation$data = {
  readonly adminCreateUser: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly user?: {
      readonly email: string;
      readonly id: string;
    };
  };
};
export type AdminCreateUserMutation = {
  response: AdminCreateUserMutation$data;
  variables: AdminCreateUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminCreateUser",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AdminCreateUserSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "AdminCreateUserMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminCreateUserMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "dfb752439ffa03eaf01dadeaac2f2de5c8b3afe7ea0b95864553f17269d5b1d7",
    "metadata": {},
    "name": "AdminCreateUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bd482f42fc3431cb6eff005e23124a47";

export default node;
