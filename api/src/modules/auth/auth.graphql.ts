import { builder } from '../../graphql/builder.ts';
import type { z } from 'zod';
import type { Expect, InputFits } from '../../type-checks.ts';
import type { LoginInput as LoginSchema, SignupInput as SignupSchema } from './auth.service.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { UserStatus } from '../../generated/prisma/enums.ts';
import { AuthError, ConflictError, RateLimitError, ValidationError } from '../../errors.ts';

builder.enumType(UserStatus, { name: 'UserStatus' });

/** A user is visible to themselves and to admins; to anyone else `node(id:)` answers null. */
export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  // Unknown and invisible ids answer null alike, so ids cannot be probed.
  nullable: true,
  findUnique: (id, context) => ({
    id: rowIdFrom(id),
    AND: context.viewer?.isAdmin ? [] : [{ id: context.viewer?.id ?? -1 }],
  }),
  runScopesOnType: true,
  authScopes: (user, context) => context.viewer?.id === user.id || context.viewer?.isAdmin === true,
  fields: (t) => ({
    email: t.exposeString('email'),
    displayName: t.exposeString('displayName'),
    isAdmin: t.exposeBoolean('isAdmin'),
    status: t.expose('status', { type: UserStatus }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user, or null.',
    resolve: (_root, _args, context) => context.viewer,
  }),
);

const SignupInput = builder.inputType('SignupInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    displayName: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

// Tied to the service's zod schemas: tsc fails when they drift apart.
type _SignupInputFits = Expect<InputFits<typeof SignupInput.$inferInput, z.input<typeof SignupSchema>>>;
type _LoginInputFits = Expect<InputFits<typeof LoginInput.$inferInput, z.input<typeof LoginSchema>>>;

defineMutation(
  'signup',
  { scope: 'anyone', errors: [ValidationError, ConflictError, RateLimitError], dataField: 'viewer' },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      args: { input: t.arg({ type: SignupInput, required: true }) },
      resolve: async (_root, { input }, context) => {
        const { user, token } = await context.services.auth.signup(input, context.clientIp);
        context.session.set(token);
        // The rest of this operation runs as the new user (the result shows their own fields).
        context.viewer = user;
        return user;
      },
    }),
);

defineMutation(
  'login',
  { scope: 'anyone', errors: [ValidationError, AuthError, RateLimitError], dataField: 'viewer' },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      args: { input: t.arg({ type: LoginInput, required: true }) },
      resolve: async (_root, { input }, context) => {
        const { user, token } = await context.services.auth.login(input, context.clientIp);
        context.session.set(token);
        context.viewer = user;
        return user;
      },
    }),
);

builder.mutationField('logout', (t) =>
  t.boolean({
    description: 'Ends the session (cookie cleared, all tokens of the user revoked). Always true.',
    resolve: async (_root, _args, context) => {
      if (context.viewer) await context.services.auth.logout(context.viewer.id);
      context.session.clear();
      context.viewer = null;
      return true;
    },
  }),
);
