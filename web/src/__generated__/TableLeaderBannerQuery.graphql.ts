/**
 * @generated SignedSource<<532bd608404d52a2b17c4849b81240b6>>
 * @relayHash 4e5c179ebc8fd3c755c454bb343aecca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d344e1a1df3fe84d5cfa26310df0c079e0bf73a101f7826469525517a5794da

import { ConcreteRequest } from 'relay-runtime';
export type TableLeaderBannerQuery$variables = {
  pin?: string | null | undefined;
  slug: string;
};
export type TableLeaderBannerQuery$data = {
  readonly publicEvent: {
    readonly __typename: "PublicEventSuccess";
    readonly event: {
      readonly tableLeaders: ReadonlyArray<{
        readonly name: string;
        readonly photoCount: number;
      }> | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type TableLeaderBannerQuery = {
  response: TableLeaderBannerQuery$data;
  variables: TableLeaderBannerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = [
  {
    "alias": null,
    "args": [
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
    "name": "publicEvent",
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
            "concreteType": "PublicEvent",
            "kind": "LinkedField",
            "name": "event",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TableStanding",
                "kind": "LinkedField",
                "name": "tableLeaders",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "photoCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PublicEventSuccess",
        "abstractKey": null
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
    "name": "TableLeaderBannerQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TableLeaderBannerQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9d344e1a1df3fe84d5cfa26310df0c079e0bf73a101f7826469525517a5794da",
    "metadata": {},
    "name": "TableLeaderBannerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7206e437f522e86636f1f2148ad28181";

export default node;
