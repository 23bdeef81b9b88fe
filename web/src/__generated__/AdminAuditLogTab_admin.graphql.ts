/**
 * @generated SignedSource<<a1a2a5138c5f14ec42338ad35c1c130c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminAuditLogTab_admin$data = {
  readonly auditLogs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly action: string;
        readonly actor: {
          readonly email: string;
        } | null | undefined;
        readonly createdAt: string;
        readonly details: string | null | undefined;
        readonly id: string;
        readonly ip: string | null | undefined;
        readonly targetId: string;
        readonly targetType: string;
      };
    }>;
    readonly pageCount: number;
    readonly pageNumber: number;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "AdminAuditLogTab_admin";
};
export type AdminAuditLogTab_admin$key = {
  readonly " $data"?: AdminAuditLogTab_admin$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminAuditLogTab_admin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "action"
    },
    {
      "kind": "RootArgument",
      "name": "actor"
    },
    {
      "kind": "RootArgument",
      "name": "first"
    },
    {
      "kind": "RootArgument",
      "name": "page"
    },
    {
      "kind": "RootArgument",
      "name": "targetType"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminAuditLogTab_admin",
  "selections": [
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
          "name": "actor",
          "variableName": "actor"
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
          "name": "targetType",
          "variableName": "targetType"
        }
      ],
      "concreteType": "AdminAuditLogConnection",
      "kind": "LinkedField",
      "name": "auditLogs",
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
          "concreteType": "AdminAuditLogEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AuditLogEntry",
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
                  "name": "action",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "targetType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "targetId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "details",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "ip",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "actor",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "email",
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
  "type": "Admin",
  "abstractKey": null
};

(node as any).hash = "ce423bcd240737e85f01d4a386d83bdb";

export default node;
