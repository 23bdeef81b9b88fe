/**
 * @generated SignedSource<<2dba69fdf9bb6f96acf5315179f92564>>
 * @relayHash 14a5c061251b88ba215c7558ef061d7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77d0820427539e869e73f53c94ddb55e7eb127630d79d163f359a02ff27e15a5

import { ConcreteRequest } from 'relay-runtime';
export type DataExportStatus = "EXPIRED" | "FAILED" | "PREPARING" | "READY" | "%future added value";
export type RequestDataExportMutation$variables = Record<PropertyKey, never>;
export type RequestDataExportMutation$data = {
  readonly requestDataExport: {
    readonly __typename: string;
    readonly dataExport?: {
      readonly id: string;
      readonly status: DataExportStatus;
    };
    readonly message?: string;
  };
};
export type RequestDataExportMutation = {
  response: RequestDataExportMutation$data;
  variables: RequestDataExportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestDataExport",
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
            "concreteType": "DataExport",
            "kind": "LinkedField",
            "name": "dataExport",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RequestDataExportSuccess",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RequestDataExportMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RequestDataExportMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "77d0820427539e869e73f53c94ddb55e7eb127630d79d163f359a02ff27e15a5",
    "metadata": {},
    "name": "RequestDataExportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "87b13829d2be1d487e4ada66ef55bc3c";

export default node;
