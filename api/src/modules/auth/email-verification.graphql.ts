import { render } from '../../i18n/messages.ts';
import type { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { ConflictError, RateLimitError, UnauthenticatedError, ValidationError } from '../../lib/errors.ts';
import type { Expect, InputFits } from '../../lib/type-checks.ts';
import { UserRef } from './auth.graphql.ts';
import type {
  ChangeEmailInput as ChangeEmailSchema,
  VerifyEmailInput as VerifyEmailSchema,
} from './email-verification.service.ts';

// Confirming addresses and changing them (decision 054); REST: POST /api/auth/verify-email,
// /api/auth/resend-verification and /api/auth/change-email.

builder.queryField('mailEnabled', (t) =>
  t.boolean({
    description:
      'Whether this server sends email (a mail server is set up). When false nothing is mailed: addresses need no confirmation, and messages wait in the administrators’ Emails list.',
    resolve: (_root, _args, context) => context.services.email.canDeliver,
  }),
);

builder.objectFields(UserRef, (t) => ({
  emailVerifiedAt: t.expose('emailVerifiedAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When the account opened a link mailed to its address; null: not confirmed.',
  }),
  mustVerifyEmail: t.boolean({
    description:
      'The account is still to confirm its address, and mail can reach it: API tokens, webhooks and co-host invitations wait for it (resendVerificationEmail sends a new link). Always false where the server sends no email.',
    resolve: (user, _args, context) => context.services.emailVerification.mustVerify(user),
  }),
  pendingEmail: t.string({
    nullable: true,
    description: 'The address a change (changeEmail) waits to move the account to, until that address opens its link.',
    resolve: (user, _args, context) => context.services.emailVerification.pendingEmailOf(user.id),
  }),
}));

const VerifyEmailInput = builder.inputType('VerifyEmailInput', {
  description: 'The token of a mailed confirmation link.',
  fields: (t) => ({
    token: t.string({ required: true, description: 'The `token` parameter of the link (/verify-email?token=…).' }),
  }),
});

const ChangeEmailInput = builder.inputType('ChangeEmailInput', {
  description: 'The address to sign in with from now on, and the current password to show it is you.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'The new address (saved in lower case).' }),
    currentPassword: t.string({ required: true, description: 'The account’s current password.' }),
  }),
});

type _VerifyFits = Expect<InputFits<typeof VerifyEmailInput.$inferInput, z.input<typeof VerifyEmailSchema>>>;
type _ChangeFits = Expect<InputFits<typeof ChangeEmailInput.$inferInput, z.input<typeof ChangeEmailSchema>>>;

const VerifiedEmailRef = builder.objectRef<{ email: string; changed: boolean }>('VerifiedEmail').implement({
  description: 'An address a mailed link confirmed.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The account’s address, now confirmed.' }),
    changed: t.exposeBoolean('changed', {
      description: 'The link moved the account to this address (changeEmail); false: it confirmed the address it had.',
    }),
  }),
});

defineMutation(
  'verifyEmail',
  { scope: 'anyone', errors: [ValidationError, ConflictError], dataField: 'verified' },
  (t, common) =>
    t.field({
      ...common,
      type: VerifiedEmailRef,
      description:
        'Opens a mailed confirmation link (no sign-in needed: the link is the proof). A used, expired or superseded link answers ValidationError; a change to an address another account took since answers ConflictError.',
      args: { input: t.arg({ type: VerifyEmailInput, required: true, description: 'The link’s token.' }) },
      resolve: async (_root, { input }, context) => {
        const { user, changed } = await context.services.emailVerification.verify(input, context.clientIp);
        return { email: user.email, changed };
      },
    }),
);

defineMutation(
  'resendVerificationEmail',
  { errors: [ConflictError, RateLimitError], dataField: 'message', dataDescription: 'What to tell the user.' },
  (t, common) =>
    t.field({
      ...common,
      type: 'String',
      description:
        'Mails the signed-in account a new confirmation link (the older one stops working); five an hour. ConflictError when the address is confirmed already or the server sends no email.',
      resolve: async (_root, _args, context) => {
        if (!context.viewer) throw new UnauthenticatedError();
        return render(context.locale, await context.services.emailVerification.resend(context.viewer));
      },
    }),
);

defineMutation(
  'changeEmail',
  {
    errors: [ValidationError, ConflictError, RateLimitError],
    dataField: 'viewer',
    dataDescription: 'The account: its address unchanged until the new one confirms (see User.pendingEmail).',
  },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description:
        'Moves the signed-in account to another address. Where the server sends email, the new address gets a link and the account changes when it is opened (User.pendingEmail until then), and the current address is told. Where it sends none, the address changes at once. A wrong current password answers ValidationError; an address with an account, ConflictError.',
      args: {
        input: t.arg({ type: ChangeEmailInput, required: true, description: 'The new address and current password.' }),
      },
      resolve: async (_root, { input }, context) => {
        if (!context.viewer) throw new UnauthenticatedError();
        const { user } = await context.services.emailVerification.requestChange(
          context.viewer,
          input,
          context.clientIp,
        );
        context.viewer = user;
        return user;
      },
    }),
);
