import type { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { LanguageRef } from '../../graphql/language.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { RateLimitError, UnauthenticatedError, ValidationError } from '../../lib/errors.ts';
import type { Expect, InputFits } from '../../lib/type-checks.ts';
import { UserRef, signedIn } from './auth.graphql.ts';
import type {
  ChangePasswordInput as ChangePasswordSchema,
  UpdateProfileInput as UpdateProfileSchema,
} from './account-settings.service.ts';

// The account's own settings (issue 32 item 6); REST: PATCH /api/auth/me and POST /api/auth/change-password.

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description:
    'What the signed-in account shows of itself, and the language it reads in. Absent fields stay as they are.',
  fields: (t) => ({
    displayName: t.string({ description: 'Your name (1 to 100 characters).' }),
    language: t.field({
      type: LanguageRef,
      description:
        "The language the account reads the app in (pages, emails), and new events' language; null: follow the browser.",
    }),
  }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'The current password, to show it is you, and the new one.',
  fields: (t) => ({
    currentPassword: t.string({ required: true, description: 'The account’s current password.' }),
    newPassword: t.string({ required: true, description: 'The new password: 8 to 256 characters.' }),
  }),
});

type _ProfileFits = Expect<InputFits<typeof UpdateProfileInput.$inferInput, z.input<typeof UpdateProfileSchema>>>;
type _PasswordFits = Expect<InputFits<typeof ChangePasswordInput.$inferInput, z.input<typeof ChangePasswordSchema>>>;

defineMutation(
  'updateProfile',
  { errors: [ValidationError], dataField: 'viewer', dataDescription: 'The signed-in account, as it is now.' },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description:
        'Changes the signed-in account’s name (the signup rules: 1 to 100 characters) or language (null: follow the browser).',
      args: {
        input: t.arg({ type: UpdateProfileInput, required: true, description: 'The new name, language or both.' }),
      },
      resolve: async (_root, { input }, context) => {
        if (!context.viewer) throw new UnauthenticatedError();
        context.viewer = await context.services.accountSettings.updateProfile(context.viewer, input, context.clientIp);
        return context.viewer;
      },
    }),
);

defineMutation(
  'changePassword',
  {
    errors: [ValidationError, RateLimitError],
    dataField: 'viewer',
    dataDescription: 'The signed-in account, signed in again with a fresh session.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description:
        'Sets a new password for the signed-in account. Every other session of the account ends; this one continues with a fresh session cookie, and the address is told by email. A wrong current password answers ValidationError (field currentPassword); repeated wrong ones, RateLimitError.',
      args: {
        input: t.arg({ type: ChangePasswordInput, required: true, description: 'The current and new passwords.' }),
      },
      resolve: async (_root, { input }, context) => {
        if (!context.viewer) throw new UnauthenticatedError();
        return signedIn(
          context,
          await context.services.accountSettings.changePassword(context.viewer, input, context.clientIp),
        );
      },
    }),
);
