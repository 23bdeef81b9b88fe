import { render } from '../../i18n/messages.ts';
import type { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { RateLimitError, ValidationError } from '../../lib/errors.ts';
import type { Expect, InputFits } from '../../lib/type-checks.ts';
import { UserRef, signedIn } from './auth.graphql.ts';
import type {
  ForgotPasswordInput as ForgotPasswordSchema,
  ResetPasswordInput as ResetPasswordSchema,
} from './password-reset.service.ts';

// "Forgot password?" (decision 054), the same calls as POST /api/auth/forgot-password and /reset-password.

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  description: 'The address of the account whose password was forgotten.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'The address the account signs in with (case does not matter).' }),
  }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  description: 'The token of a mailed reset link and the new password.',
  fields: (t) => ({
    token: t.string({
      required: true,
      description: 'The `token` parameter of the mailed link (/reset-password?token=…).',
    }),
    password: t.string({ required: true, description: 'The new password: 8 to 256 characters.' }),
  }),
});

type _RequestFits = Expect<
  InputFits<typeof RequestPasswordResetInput.$inferInput, z.input<typeof ForgotPasswordSchema>>
>;
type _ResetFits = Expect<InputFits<typeof ResetPasswordInput.$inferInput, z.input<typeof ResetPasswordSchema>>>;

defineMutation(
  'requestPasswordReset',
  {
    scope: 'anyone',
    errors: [ValidationError, RateLimitError],
    dataField: 'message',
    dataDescription:
      'The same words whether or not an account uses the address (it never tells): show them as they are.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: 'String',
      description:
        'Mails a link to choose a new password to the account using this address, if there is one and it is active. The link works once, for an hour; a newer one voids it. Five a hour per address (RateLimitError).',
      args: {
        input: t.arg({
          type: RequestPasswordResetInput,
          required: true,
          description: 'The forgotten account’s address.',
        }),
      },
      resolve: async (_root, { input }, context) =>
        render(context.locale, await context.services.passwordReset.requestReset(input, context.clientIp)),
    }),
);

defineMutation(
  'resetPassword',
  { scope: 'anyone', errors: [ValidationError, RateLimitError], dataField: 'viewer' },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description:
        'Sets a new password from a mailed reset link and signs in (session cookie). Every other session of the account ends. A used, expired or superseded link answers ValidationError.',
      args: {
        input: t.arg({
          type: ResetPasswordInput,
          required: true,
          description: 'The link’s token and the new password.',
        }),
      },
      resolve: async (_root, { input }, context) =>
        signedIn(context, await context.services.passwordReset.resetPassword(input, context.clientIp)),
    }),
);
