/**
 * @generated SignedSource<<3312cbdd122cc848d1a16eae2016c00f>>
 * @relayHash 0e91a59648c898597cdebcb675d594b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1511b8fc9fb5f12bf10ba5e85e5655ee07a89c80cd17bb9c98029dab9bb62b9

import { ConcreteRequest } from 'relay-runtime';
export type MediaType = "PHOTO" | "VIDEO" | "%future added value";
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type PhotoFilter = {
  albumId?: string | null | undefined;
  favourite?: boolean | null | undefined;
  mediaType?: MediaType | null | undefined;
  rsvp?: string | null | undefined;
  search?: string | null | undefined;
  status?: UploadStatus | null | undefined;
  table?: string | null | undefined;
  withoutAlbum?: boolean | null | undefined;
};
export type ModerateMatchingUploadsMutation$variables = {
  action: UploadStatus;
  eventId: string;
  filter: PhotoFilter;
};
export type ModerateMatchingUploadsMutation$data = {
  readonly moderateMatchingUploads: {
    readonly __typename: string;
    readonly message?: string;
    readonly moderation?: {
      readonly moderatedCount: number;
      readonly remainingCount: number;
    };
  };
};
export type ModerateMatchingUploadsMutation = {
  response: ModerateMatchingUploadsMutation$data;
  variables: ModerateMatchingUploadsMutation$variables;
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
  "name": "eventId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v3 = [
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
        "name": "eventId",
        "variableName": "eventId"
      },
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "moderateMatchingUploads",
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
            "concreteType": "MatchingModeration",
            "kind": "LinkedField",
            "name": "moderation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "moderatedCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "remainingCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ModerateMatchingUploadsSuccess",
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
    "name": "ModerateMatchingUploadsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ModerateMatchingUploadsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d1511b8fc9fb5f12bf10ba5e85e5655ee07a89c80cd17bb9c98029dab9bb62b9",
    "metadata": {},
    "name": "ModerateMatchingUploadsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "41898d9e465ab9770873e734833ed183";

export default node;
