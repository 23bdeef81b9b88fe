/**
 * @generated SignedSource<<f24b99f4353ea73c92db510f2e79ba91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DataExportStatus = "EXPIRED" | "FAILED" | "PREPARING" | "READY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type YourDataSection_viewer$data = {
  readonly dataExports: ReadonlyArray<{
    readonly downloadUrl: string | null | undefined;
    readonly error: string | null | undefined;
    readonly expiresAt: string | null | undefined;
    readonly id: string;
    readonly requestedAt: string;
    readonly sizeBytes: number | null | undefined;
    readonly status: DataExportStatus;
  }>;
  readonly " $fragmentType": "YourDataSection_viewer";
};
export type YourDataSection_viewer$key = {
  readonly " $data"?: YourDataSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"YourDataSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "YourDataSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DataExport",
      "kind": "LinkedField",
      "name": "dataExports",
      "plural": true,
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sizeBytes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "error",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ae3e58f002c8501db637ff2529d87651";

export default node;
