/**
 * @generated SignedSource<<3c0aef82a484610ab58f3351dcb07d35>>
 * @relayHash 69b2660ea9bcad2f4f60aa6bf84df49b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c924ecff907d6c0580ea581e3a196c1cec5ae19acfb90eb6da07d598e4812c4

import { ConcreteRequest } from 'relay-runtime';
export type GuestbookModerationAction = "APPROVE" | "DELETE" | "HIDE" | "%future added value";
export type GuestbookStatus = "APPROVED" | "HIDDEN" | "PENDING" | "%future added value";
export type ModerateGuestbookEntriesMutation$variables = {
  action: GuestbookModerationAction;
  ids: ReadonlyArray<string>;
};
export type ModerateGuestbookEntriesMutation$data = {
  readonly moderateGuestbookEntries: {
    readonly __typename: string;
    readonly entries?: ReadonlyArray<{
      readonly id: string;
      readonly moderatedAt: string | null | undefined;
      readonly status: GuestbookStatus;
    }>;
    readonly message?: string;
  };
};
export type ModerateGuestbookEntriesMutation = {
  response: ModerateGuestbookEntriesMutation$data;
  variables: ModerateGuestbookEntriesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "action"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "action",
        "variableName": "action"
      },
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "moderateGuestbookEntries",
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
            "concreteType": "GuestbookEntry",
            "kind": "LinkedField",
            "name": "entries",
            "plural": true,
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
                "name": "moderatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ModerateGuestbookEntriesSuccess",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ModerateGuestbookEntriesMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ModerateGuestbookEntriesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "0c924ecff907d6c0580ea581e3a196c1cec5ae19acfb90eb6da07d598e4812c4",
    "metadata": {},
    "name": "ModerateGuestbookEntriesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e997909474a78c93b5862887e3d71020";

export default node;
