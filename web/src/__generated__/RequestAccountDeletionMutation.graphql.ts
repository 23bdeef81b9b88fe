/**
 * @generated SignedSource<<61b7dc729067f534410e97c407a969d8>>
 * @relayHash 75e825abb08cac1501c976ee559e4724
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4afee2475fcf433fe58bf6d30b4d5ce73448283a4926b4e8ead0e60c3665942

import { ConcreteRequest } from 'relay-runtime';
export type RequestAccountDeletionInput = {
  password: string;
};
export type RequestAccountDeletionMutation$variables = {
  input: RequestAccountDeletionInput;
};
export type RequestAccountDeletionMutation$data = {
  readonly requestAccountDeletion: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly viewer?: {
      readonly deletionScheduledAt: string | null | undefined;
      readonly id: string;
    };
  };
};
export type RequestAccountDeletionMutation = {
  response: RequestAccountDeletionMutation$data;
  variables: RequestAccountDeletionMutation$variables;
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
    "name": "requestAccountDeletion",
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
            "name": "viewer",
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
                "name": "deletionScheduledAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RequestAccountDeletionSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "RequestAccountDeletionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequestAccountDeletionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e4afee2475fcf433fe58bf6d30b4d5ce73448283a4926b4e8ead0e60c3665942",
    "metadata": {},
    "name": "RequestAccountDeletionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "68f772de86e1f2a5c1f86991a002a4c9";

export default node;
