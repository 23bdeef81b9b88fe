/**
 * @generated SignedSource<<5a6e1299cb48df64e5625e0e5beeddf8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UploadsPanel_event$data = {
  readonly albums: ReadonlyArray<{
    readonly approvedPhotoCount: number;
    readonly databaseId: number;
    readonly id: string;
    readonly name: string;
    readonly photoCount: number;
  }>;
  readonly approvedPhotoCount: number;
  readonly databaseId: number;
  readonly guestsWithPhotos: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly fullName: string;
        readonly id: string;
        readonly photoCount: number;
      };
    }>;
  };
  readonly id: string;
  readonly photoCount: number;
  readonly tables: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly photoCount: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"AlbumsPanel_event" | "UploadCounts_event">;
  readonly " $fragmentType": "UploadsPanel_event";
};
export type UploadsPanel_event$key = {
  readonly " $data"?: UploadsPanel_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"UploadsPanel_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photoCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approvedPhotoCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UploadsPanel_event",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UploadCounts_event"
    },
    {
      "alias": "guestsWithPhotos",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Literal",
          "name": "withPhotos",
          "value": true
        }
      ],
      "concreteType": "EventRsvpConnection",
      "kind": "LinkedField",
      "name": "rsvps",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "EventRsvpEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Rsvp",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fullName",
                  "storageKey": null
                },
                (v2/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "rsvps(first:100,withPhotos:true)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EventTable",
      "kind": "LinkedField",
      "name": "tables",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v4/*:: as any*/),
        (v2/*:: as any*/)
      ],
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
        (v1/*:: as any*/),
        (v4/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AlbumsPanel_event"
    }
  ],
  "type": "Event",
  "abstractKey": null
};
})();

(node as any).hash = "5ed4a5c58a7e820049e6aee110b3408c";

export default node;
