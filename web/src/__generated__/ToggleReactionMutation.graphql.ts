/**
 * @generated SignedSource<<36f8e9f503aae4f308a438fc6905346e>>
 * @relayHash d6d2d9253112719443ed856418de9bd3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1389788e2edcf1c86cd8c14f5016d8d25ed554c9f160a1c1a1ec5c78667a19ae

import { ConcreteRequest } from 'relay-runtime';
export type ToggleReactionMutation$variables = {
  photoId: string;
  pin?: string | null | undefined;
  slug: string;
};
export type ToggleReactionMutation$data = {
  readonly toggleReaction: {
    readonly __typename: string;
    readonly message?: string;
    readonly reaction?: {
      readonly count: number;
      readonly photoId: string;
      readonly reacted: boolean;
    };
  };
};
export type ToggleReactionMutation = {
  response: ToggleReactionMutation$data;
  variables: ToggleReactionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "photoId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pin"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "photoId",
        "variableName": "photoId"
      },
      {
        "kind": "Variable",
        "name": "pin",
        "variableName": "pin"
      },
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "toggleReaction",
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
            "concreteType": "PhotoReaction",
            "kind": "LinkedField",
            "name": "reaction",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "photoId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reacted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ToggleReactionSuccess",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ToggleReactionMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ToggleReactionMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "1389788e2edcf1c86cd8c14f5016d8d25ed554c9f160a1c1a1ec5c78667a19ae",
    "metadata": {},
    "name": "ToggleReactionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9bef94f43bdff76ccefccbf3655696c5";

export default node;
