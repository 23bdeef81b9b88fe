/**
 * @generated SignedSource<<700f11f1d6e78dc7e879b2f389778695>>
 * @relayHash 25745dffbd25b37e5906b3e8d85c384d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d20af14fc438a769b1af3410706b1a149fd2eeda13c2fbf7a5a57cde58c34ef2

import { ConcreteRequest } from 'relay-runtime';
export type EventStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type UserStatus = "ACTIVE" | "BLOCKED" | "DELETED" | "%future added value";
export type AdminDashboardTabQuery$variables = Record<PropertyKey, never>;
export type AdminDashboardTabQuery$data = {
  readonly admin: {
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
  };
};
export type AdminDashboardTabQuery = {
  response: AdminDashboardTabQuery$data;
  variables: AdminDashboardTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "recentUsers",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminDashboardTabQuery",
    "selections": [
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
            "concreteType": "AdminDashboard",
            "kind": "LinkedField",
            "name": "dashboard",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminEvent",
                "kind": "LinkedField",
                "name": "recentEvents",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/)
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminDashboardTabQuery",
    "selections": [
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
            "concreteType": "AdminDashboard",
            "kind": "LinkedField",
            "name": "dashboard",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminEvent",
                "kind": "LinkedField",
                "name": "recentEvents",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d20af14fc438a769b1af3410706b1a149fd2eeda13c2fbf7a5a57cde58c34ef2",
    "metadata": {},
    "name": "AdminDashboardTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "98dae19640de1bbd15882176f033685b";

export default node;
