/**
 * @generated SignedSource<<c09309c88da7c8bf9e00376cb3c5fd88>>
 * @relayHash 9634785206f5e589eb64d54e603817af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26b02a22278bd794da8630724c3e544e46d50e53722e2a684e409742a9566729

import { ConcreteRequest } from 'relay-runtime';
export type DeleteFailedPhotosMutation$variables = {
  connections: ReadonlyArray<string>;
  ids: ReadonlyArray<string>;
};
export type DeleteFailedPhotosMutation$data = {
  readonly deleteFailedPhotos: {
    readonly __typename: string;
    readonly deletedIds?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type DeleteFailedPhotosMutation = {
  response: DeleteFailedPhotosMutation$data;
  variables: DeleteFailedPhotosMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedIds",
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteFailedPhotosMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteFailedPhotos",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "DeleteFailedPhotosSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
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
    "name": "DeleteFailedPhotosMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteFailedPhotos",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedIds",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "DeleteFailedPhotosSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "26b02a22278bd794da8630724c3e544e46d50e53722e2a684e409742a9566729",
    "metadata": {},
    "name": "DeleteFailedPhotosMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2ac410f1583caa1392b173919ede6cfc";

export default node;
