/**
 * @generated SignedSource<<86714f89811773b420b06731023cf538>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UploadsTab_event$data = {
  readonly databaseId: number;
  readonly " $fragmentType": "UploadsTab_event";
};
export type UploadsTab_event$key = {
  readonly " $data"?: UploadsTab_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"UploadsTab_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UploadsTab_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "cf3149b3e476b954102245cb713604ac";

export default node;
