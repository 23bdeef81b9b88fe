/**
 * @generated SignedSource<<f5be8d1c4ff0f40b84135d7b77f5bc6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TablesPanel_event$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly slideshowTableLeader: boolean;
  readonly tables: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly photoCount: number;
  }>;
  readonly " $fragmentType": "TablesPanel_event";
};
export type TablesPanel_event$key = {
  readonly " $data"?: TablesPanel_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"TablesPanel_event">;
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
  "name": "TablesPanel_event",
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
      "name": "slideshowTableLeader",
      "storageKey": null
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

(node as any).hash = "afe126ab6d67af2a813589e802c9e019";

export default node;
