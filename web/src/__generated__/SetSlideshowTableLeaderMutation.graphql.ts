/**
 * @generated SignedSource<<6774d23de0a94566b4d940123e3b21e3>>
 * @relayHash 48d73d70665c9859e0d23ca256b16dfc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7c8e3f828d97f85e49048673748796f7fbe0525ed85e2677f4a6601b3d46dc9

import { ConcreteRequest } from 'relay-runtime';
export type SetSlideshowTableLeaderMutation$variables = {
  id: string;
  on: boolean;
};
export type SetSlideshowTableLeaderMutation$data = {
  readonly updateEvent: {
    readonly __typename: string;
    readonly event?: {
      readonly id: string;
      readonly slideshowTableLeader: boolean;
    };
    readonly message?: string;
  };
};
export type SetSlideshowTableLeaderMutation = {
  response: SetSlideshowTableLeaderMutation$data;
  variables: SetSlideshowTableLeaderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "on"
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
      },
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "slideshowTableLeader",
            "variableName": "on"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateEvent",
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
            "concreteType": "Event",
            "kind": "LinkedField",
            "name": "event",
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
                "name": "slideshowTableLeader",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateEventSuccess",
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
    "name": "SetSlideshowTableLeaderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetSlideshowTableLeaderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e7c8e3f828d97f85e49048673748796f7fbe0525ed85e2677f4a6601b3d46dc9",
    "metadata": {},
    "name": "SetSlideshowTableLeaderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "32addbbfb8c4aa4f947cdb6d74132156";

export default node;
