/**
 * @generated SignedSource<<56873381e5a533328aad5854b13f2919>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailSection_viewer$data = {
  readonly email: string;
  readonly emailVerifiedAt: string | null | undefined;
  readonly mustVerifyEmail: boolean;
  readonly pendingEmail: string | null | undefined;
  readonly " $fragmentType": "EmailSection_viewer";
};
export type EmailSection_viewer$key = {
  readonly " $data"?: EmailSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerifiedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mustVerifyEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingEmail",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7b05e972743804e94cdbf82c9a256493";

export default node;
