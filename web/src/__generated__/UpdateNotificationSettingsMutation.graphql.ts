/**
 * @generated SignedSource<<9f1d89720eec62667d6b7a7577d65663>>
 * @relayHash 9e5ef6bbb622c821ea6165b8d733fdae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c0a2f7994386bdaac95164cc5353f6326bb6a2d805ea5aeeaa60534178257d3

import { ConcreteRequest } from 'relay-runtime';
export type UpdateNotificationSettingsInput = {
  dailySummary?: boolean | null | undefined;
  eventReminder?: boolean | null | undefined;
  reviewDigest?: boolean | null | undefined;
};
export type UpdateNotificationSettingsMutation$variables = {
  input: UpdateNotificationSettingsInput;
};
export type UpdateNotificationSettingsMutation$data = {
  readonly updateNotificationSettings: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly notificationSettings: {
        readonly dailySummary: boolean;
        readonly eventReminder: boolean;
        readonly reviewDigest: boolean;
      };
    };
  };
};
export type UpdateNotificationSettingsMutation = {
  response: UpdateNotificationSettingsMutation$data;
  variables: UpdateNotificationSettingsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateNotificationSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
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
                "concreteType": "NotificationSettings",
                "kind": "LinkedField",
                "name": "notificationSettings",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reviewDigest",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dailySummary",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eventReminder",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateNotificationSettingsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateNotificationSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateNotificationSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8c0a2f7994386bdaac95164cc5353f6326bb6a2d805ea5aeeaa60534178257d3",
    "metadata": {},
    "name": "UpdateNotificationSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "92e7d9b0ed9c8500c75661097ea6081d";

export default node;
