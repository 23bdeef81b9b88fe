/**
 * @generated SignedSource<<b2742e24c2a6a3c78aee99253fc70e01>>
 * @relayHash 2fe684b11eeca53f9fff8047f467e118
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e1ae1c0afb712abdf85681fdb0a2819010dc4a6c9ba8b54eaa3f4a577d4f9ef

import { ConcreteRequest } from 'relay-runtime';
export type refreshGuestbookCountQuery$variables = {
  id: string;
};
export type refreshGuestbookCountQuery$data = {
  readonly node: {
    readonly guestbookPendingCount?: number;
  } | null | undefined;
};
export type refreshGuestbookCountQuery = {
  response: refreshGuestbookCountQuery$data;
  variables: refreshGuestbookCountQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guestbookPendingCount",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshGuestbookCountQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "refreshGuestbookCountQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2e1ae1c0afb712abdf85681fdb0a2819010dc4a6c9ba8b54eaa3f4a577d4f9ef",
    "metadata": {},
    "name": "refreshGuestbookCountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9420ac509f03247bf71a07a0e53c801c";

export default node;
