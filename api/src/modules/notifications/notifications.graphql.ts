import type { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { render } from '../../i18n/messages.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { UnauthenticatedError, ValidationError } from '../../lib/errors.ts';
import type { Expect, InputFits } from '../../lib/type-checks.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import {
  settingsOf,
  type NotificationSettings,
  type NotificationSettingsInput as SettingsSchema,
} from './notifications.service.ts';

// Notifications by email (decision 055); REST: GET/PATCH /api/auth/notifications, POST /api/email/unsubscribe.

const NotificationSettingsRef = builder.objectRef<NotificationSettings>('NotificationSettings').implement({
  description: 'Which emails a host’s account gets; every one of them also has a one-click unsubscribe link.',
  fields: (t) => ({
    reviewDigest: t.exposeBoolean('reviewDigest', {
      description: '“N new photos are waiting for review”, at most one per event every 15 minutes.',
    }),
    dailySummary: t.exposeBoolean('dailySummary', {
      description:
        'A morning summary (RSVPs, photos) while one of your events is a week away or less, until the day after.',
    }),
    eventReminder: t.exposeBoolean('eventReminder', {
      description: '“Your event is tomorrow”, with the QR card to print.',
    }),
  }),
});

builder.objectField(UserRef, 'notificationSettings', (t) =>
  t.field({
    type: NotificationSettingsRef,
    description: 'Which emails the account gets (all on for a new account).',
    resolve: (user) => settingsOf(user),
  }),
);

const UpdateNotificationSettingsInput = builder.inputType('UpdateNotificationSettingsInput', {
  description: 'The choices to change; absent ones stay as they are.',
  fields: (t) => ({
    reviewDigest: t.boolean({ description: 'Photos waiting for review.' }),
    dailySummary: t.boolean({ description: 'The morning summary.' }),
    eventReminder: t.boolean({ description: 'The day-before reminder.' }),
  }),
});

type _SettingsFits = Expect<
  InputFits<typeof UpdateNotificationSettingsInput.$inferInput, z.input<typeof SettingsSchema>>
>;

defineMutation(
  'updateNotificationSettings',
  { errors: [ValidationError], dataField: 'viewer', dataDescription: 'The account with its new choices.' },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description: 'Turns the signed-in host’s email notifications on or off.',
      args: {
        input: t.arg({ type: UpdateNotificationSettingsInput, required: true, description: 'The choices to change.' }),
      },
      resolve: async (_root, { input }, context) => {
        if (!context.viewer) throw new UnauthenticatedError();
        const user = await context.services.notifications.update(context.viewer, input);
        context.viewer = user;
        return user;
      },
    }),
);

defineMutation(
  'unsubscribe',
  {
    scope: 'anyone',
    errors: [ValidationError],
    dataField: 'message',
    dataDescription: 'What stopped, in words to show.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: 'String',
      description:
        'Follows the unsubscribe link of a notification email (its `token`): no sign-in needed. Stops that kind of message for its recipient; twice is the same as once.',
      args: { token: t.arg.string({ required: true, description: 'The `token` parameter of the link.' }) },
      resolve: async (_root, { token }, context) =>
        render(context.locale, await context.services.notifications.unsubscribe(token)),
    }),
);
