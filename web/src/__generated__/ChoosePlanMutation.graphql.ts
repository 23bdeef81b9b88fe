/**
 * @generated SignedSource<<d6fc683e0273e74aae7ee40658ba34ec>>
 * @relayHash c5eae7822a8e6f53c36d5ddc28823798
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b35f465deb1400fc7e3eaeb09166ecbdd6aa8da499d279e002642528fe8a9082

import { ConcreteRequest } from 'relay-runtime';
export type Plan = "ENTERPRISE" | "PREMIUM" | "PROFESSIONAL" | "STARTER" | "%future added value";
export type ChoosePlanMutation$variables = {
  plan: Plan;
};
export type ChoosePlanMutation$data = {
  readonly choosePlan: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly plan: Plan;
    };
  };
};
export type ChoosePlanMutation = {
  response: ChoosePlanMutation$data;
  variables: ChoosePlanMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "plan"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "plan",
        "variableName": "plan"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "choosePlan",
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
                "name": "plan",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ChoosePlanSuccess",
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
    "name": "ChoosePlanMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChoosePlanMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b35f465deb1400fc7e3eaeb09166ecbdd6aa8da499d279e002642528fe8a9082",
    "metadata": {},
    "name": "ChoosePlanMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "011b57572302078fced2d092fbd61a98";

export default node;
