import type { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { ForbiddenError, RateLimitError, UnauthenticatedError, ValidationError } from '../../lib/errors.ts';
import type { Expect, InputFits } from '../../lib/type-checks.ts';
import { UserRef } from './auth.graphql.ts';
import type { RequestAccountDeletionInput as RequestAccountDeletionSchema } from './account-deletion.service.ts';

// Deleting one's own account after a grace period (issue 32 item 6); REST: POST /api/auth/delete-account
// and /api/auth/delete-account/cancel.

builder.objectFields(UserRef, (t) => ({
  deletionScheduledAt: t.expose('deletionScheduledAt', {
    type: 'DateTime',
    nullable: true,
    description:
      'When the account and its events’ data (photos, videos, RSVPs) will be deleted, as its owner asked (requestAccountDeletion); null when no deletion is planned. Until then the account signs in and may cancel (cancelAccountDeletion).',
  }),
}));

const RequestAccountDeletionInput = builder.inputType('RequestAccountDeletionInput', {
  description: 'The account’s password, to show it is you.',
  fields: (t) => ({
    password: t.string({ required: true, description: 'The account’s current password.' }),
  }),
});

type _RequestFits = Expect<
  InputFits<typeof RequestAccountDeletionInput.$inferInput, z.input<typeof RequestAccountDeletionSchema>>
>;

defineMutation(
  'requestAccountDeletion',
  {
    errors: [ValidationError, ForbiddenError, RateLimitError],
    dataField: 'viewer',
    dataDescription: 'The signed-in account, with the date it will be deleted (User.deletionScheduledAt).',
  },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description:
        'Plans the deletion of the signed-in account in 14 days, with every event it owns (their photos, videos, RSVPs and files); its address is told the date. Until then the account signs in, its events stay online, and cancelAccountDeletion keeps it. A wrong password answers ValidationError (field password); the last active administrator, ForbiddenError. Asked again while planned, it keeps the first date.',
      args: {
        input: t.arg({ type: RequestAccountDeletionInput, required: true, description: 'The current password.' }),
      },
      resolve: async (_root, { input }, context) => {
        if (!context.viewer) throw new UnauthenticatedError();
        context.viewer = await context.services.accountDeletion.request(context.viewer, input, context.clientIp);
        return context.viewer;
      },
    }),
);

defineMutation(
  'cancelAccountDeletion',
  {
    errors: [],
    dataField: 'viewer',
    dataDescription: 'The signed-in account, with no deletion planned.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description:
        'Keeps the signed-in account: its planned deletion is called off. Nothing happens when none is planned.',
      resolve: async (_root, _args, context) => {
        if (!context.viewer) throw new UnauthenticatedError();
        context.viewer = await context.services.accountDeletion.cancel(context.viewer, context.clientIp);
        return context.viewer;
      },
    }),
);
