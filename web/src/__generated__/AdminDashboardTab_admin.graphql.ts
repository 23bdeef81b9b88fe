/**
 * @generated SignedSource<<1644570165ba717fd22ecf035e1e4d1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type UserStatus = "ACTIVE" | "BLOCKED" | "DELETED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminDashboardTab_admin$data = {
  readonly dashboard: {
    readonly recentEvents: ReadonlyArray<{
      readonly createdAt: string;
      readonly id: string;
      readonly owner: {
        readonly displayName: string;
      };
      readonly slug: string;
      readonly status: EventStatus;
      readonly title: string;
    }>;
    readonly recentUsers: ReadonlyArray<{
      readonly createdAt: string;
      readonly displayName: string;
      readonly email: string;
      readonly id: string;
      readonly status: UserStatus;
    }>;
    readonly stats: {
      readonly activeEventCount: number;
      readonly activeUserCount: number;
      readonly eventCount: number;
      readonly newMessageCount: number;
      readonly pendingUploadCount: number;
      readonly rsvpCount: number;
      readonly uploadCount: number;
      readonly userCount: number;
    };
  };
  readonly " $fragmentType": "AdminDashboardTab_admin";
};
export type AdminDashboardTab_admin$key = {
  readonly " $data"?: AdminDashboardTab_admin$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminDashboardTab_admin">;
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
  "name": "displayName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminDashboardTab_admin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminDashboard",
      "kind": "LinkedField",
      "name": "dashboard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminDashboardStats",
          "kind": "LinkedField",
          "name": "stats",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "userCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "activeUserCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "eventCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "activeEventCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "uploadCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pendingUploadCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rsvpCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "newMessageCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "recentUsers",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            },
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminEvent",
          "kind": "LinkedField",
          "name": "recentEvents",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            },
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "owner",
              "plural": false,
              "selections": [
                (v1/*:: as any*/)
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
})();

(node as any).hash = "1ca40d548d52280e2b04b0bb7eda327a";

export default node;
