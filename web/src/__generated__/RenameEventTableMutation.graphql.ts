/**
 * @generated SignedSource<<487f70c50e229a68f160238b7822887b>>
 * @relayHash 440da92f54483ed54cfd44530eb1c06b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41feac7a6b0d4dc56a78ebed9d1555659fd6c5f1c076aae0bb8365b90489946d

import { ConcreteRequest } from 'relay-runtime';
export type RenameEventTableMutation$variables = {
  name: string;
  tableId: string;
};
export type RenameEventTableMutation$data = {
  readonly renameEventTable: {
    readonly __typename: string;
    readonly message?: string;
    readonly table?: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type RenameEventTableMutation = {
  response: RenameEventTableMutation$data;
  variables: RenameEventTableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tableId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "tableId",
        "variableName": "tableId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "renameEventTable",
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
            "concreteType": "EventTable",
            "kind": "LinkedField",
            "name": "table",
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
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RenameEventTableSuccess",
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
    "name": "RenameEventTableMutation",
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
    "name": "RenameEventTableMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "41feac7a6b0d4dc56a78ebed9d1555659fd6c5f1c076aae0bb8365b90489946d",
    "metadata": {},
    "name": "RenameEventTableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e813d55d4e539bb571a0659664c672fc";

export default node;
