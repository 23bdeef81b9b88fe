/**
 * @generated SignedSource<<8f9d5fb2f4000398cfcf16633f7e5730>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlbumsPanel_event$data = {
  readonly albums: ReadonlyArray<{
    readonly databaseId: number;
    readonly id: string;
    readonly name: string;
    readonly photoCount: number;
  }>;
  readonly id: string;
  readonly requireAlbum: boolean;
  readonly " $fragmentType": "AlbumsPanel_event";
};
export type AlbumsPanel_event$key = {
  readonly " $data"?: AlbumsPanel_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlbumsPanel_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AlbumsPanel_event",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requireAlbum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Album",
      "kind": "LinkedField",
      "name": "albums",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "8a5da1b8b48cb19fd03ff4b53f0e57d6";

export default node;
