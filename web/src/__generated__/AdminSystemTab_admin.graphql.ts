/**
 * @generated SignedSource<<130944acf397b5060ea94451a308cc5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminSystemTab_admin$data = {
  readonly system: {
    readonly checkedAt: string;
    readonly databaseError: string | null | undefined;
    readonly databaseKind: string;
    readonly databaseLatencyMs: number | null | undefined;
    readonly databaseSizeBytes: number | null | undefined;
    readonly databaseStatus: string;
    readonly environment: string;
    readonly memoryHeapUsedBytes: number;
    readonly memoryRssBytes: number;
    readonly nodeVersion: string;
    readonly photoBytes: number;
    readonly photoCount: number;
    readonly redisEnabled: boolean;
    readonly status: string;
    readonly storageDriver: string;
    readonly uptimeSec: number;
    readonly version: string;
  };
  readonly " $fragmentType": "AdminSystemTab_admin";
};
export type AdminSystemTab_admin$key = {
  readonly " $data"?: AdminSystemTab_admin$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminSystemTab_admin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminSystemTab_admin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminSystem",
      "kind": "LinkedField",
      "name": "system",
      "plural": false,
      "selections": [
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
          "name": "environment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nodeVersion",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uptimeSec",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "checkedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseLatencyMs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseError",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseKind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseSizeBytes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "storageDriver",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "photoCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "photoBytes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "redisEnabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memoryRssBytes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memoryHeapUsedBytes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Admin",
  "abstractKey": null
};

(node as any).hash = "17903abde0c71ca4bee49e5ada51eb94";

export default node;
