/**
 * @generated SignedSource<<9dd9ef005bf29b1bbd90e065e3e7c67e>>
 * @relayHash d390f45791d15d689e77f745177aae76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 412580608abff511bfe9c00362ef3177857b5eac5a93073dd66696559618e187

import { ConcreteRequest } from 'relay-runtime';
export type AdminSystemTabQuery$variables = Record<PropertyKey, never>;
export type AdminSystemTabQuery$data = {
  readonly admin: {
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
  };
};
export type AdminSystemTabQuery = {
  response: AdminSystemTabQuery$data;
  variables: AdminSystemTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminSystemTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminSystemTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "412580608abff511bfe9c00362ef3177857b5eac5a93073dd66696559618e187",
    "metadata": {},
    "name": "AdminSystemTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1928ca24ea74f1e088315d104340922c";

export default node;
