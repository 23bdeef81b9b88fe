/**
 * @generated SignedSource<<e06ce0269d89d7423443bcc17fb75bf8>>
 * @relayHash 5ab85bccc608c45cfb08ad51a834f466
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f481c6e6163d2867f5a1f3c81b85e32e575fb0d59192b79d9024a205b3454eb

import { ConcreteRequest } from 'relay-runtime';
export type CompleteCoverUploadMutation$variables = {
  eventId: string;
  storageKey: string;
};
export type CompleteCoverUploadMutation$data = {
  readonly completeCoverUpload: {
    readonly __typename: string;
    readonly event?: {
      readonly coverImageUrl: string | null | undefined;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type CompleteCoverUploadMutation = {
  response: CompleteCoverUploadMutation$data;
  variables: CompleteCoverUploadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "eventId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "storageKey"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "eventId",
        "variableName": "eventId"
      },
      {
        "kind": "Variable",
        "name": "storageKey",
        "variableName": "storageKey"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "completeCoverUpload",
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
                "name": "coverImageUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CompleteCoverUploadSuccess",
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
    "name": "CompleteCoverUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CompleteCoverUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4f481c6e6163d2867f5a1f3c81b85e32e575fb0d59192b79d9024a205b3454eb",
    "metadata": {},
    "name": "CompleteCoverUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2be4d5fe70ce649d3049e24ed66ff45";

export default node;
