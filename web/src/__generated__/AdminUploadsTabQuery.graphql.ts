/**
 * @generated SignedSource<<45165f833807d2b3aeea03b5ebe77ec1>>
 * @relayHash 3d5fed23a0f32c87e3524ab68af9a4ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9427f2e76248e7d4259288169796c4a5e84ba9262806ff3168f4744e3caa3742

import { ConcreteRequest } from 'relay-runtime';
export type UploadStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type AdminUploadsTabQuery$variables = {
  eventId?: string | null | undefined;
  first: number;
  page: number;
  status?: UploadStatus | null | undefined;
};
export type AdminUploadsTabQuery$data = {
  readonly admin: {
    readonly uploads: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly event: {
            readonly databaseId: number;
            readonly title: string;
          };
          readonly id: string;
          readonly originalFilename: string;
          readonly status: UploadStatus;
          readonly thumbnailUrl: string;
          readonly uploadedAt: string;
          readonly uploaderName: string | null | undefined;
          readonly url: string;
        };
      }>;
      readonly pageCount: number;
      readonly pageNumber: number;
      readonly totalCount: number;
    };
  };
};
export type AdminUploadsTabQuery = {
  response: AdminUploadsTabQuery$data;
  variables: AdminUploadsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "eventId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Admin",
    "kind": "LinkedField",
    "name": "admin",
    "plural": false,
    "selections": [
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
            "name": "first",
            "variableName": "first"
          },
          {
            "kind": "Variable",
            "name": "page",
            "variableName": "page"
          },
          {
            "kind": "Variable",
            "name": "status",
            "variableName": "status"
          }
        ],
        "concreteType": "AdminUploadConnection",
        "kind": "LinkedField",
        "name": "uploads",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pageNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pageCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminUploadEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Photo",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "thumbnailUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "originalFilename",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "uploaderName",
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
                    "name": "uploadedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EventSummary",
                    "kind": "LinkedField",
                    "name": "event",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "databaseId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUploadsTabQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminUploadsTabQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "9427f2e76248e7d4259288169796c4a5e84ba9262806ff3168f4744e3caa3742",
    "metadata": {},
    "name": "AdminUploadsTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a0967f01055efa7647c4aff8d730b71c";

export default node;
