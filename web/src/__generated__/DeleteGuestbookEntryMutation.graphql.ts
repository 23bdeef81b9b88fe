/**
 * @generated SignedSource<<1eeaa745835c3efff780b26690e80709>>
 * @relayHash 267483ea548e1c599a9d9927306f23aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ebcb29f4cf19d91c4e07156fc12c070e55b2deedc273ed5ba421f9db2294b90

import { ConcreteRequest } from 'relay-runtime';
export type DeleteGuestbookEntryMutation$variables = {
  id: string;
  pin?: string | null | undefined;
  slug: string;
};
export type DeleteGuestbookEntryMutation$data = {
  readonly deleteGuestbookEntry: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type DeleteGuestbookEntryMutation = {
  response: DeleteGuestbookEntryMutation$data;
  variables: DeleteGuestbookEntryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
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
        "name": "id",
        "variableName": "id"
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
    "name": "deleteGuestbookEntry",
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
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "DeleteGuestbookEntrySuccess",
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
    "name": "DeleteGuestbookEntryMutation",
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
    "name": "DeleteGuestbookEntryMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "7ebcb29f4cf19d91c4e07156fc12c070e55b2deedc273ed5ba421f9db2294b90",
    "metadata": {},
    "name": "DeleteGuestbookEntryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "68bb07db66eb12c3b03b963063f901ff";

export default node;
