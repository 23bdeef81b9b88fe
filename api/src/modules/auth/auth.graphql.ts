import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { User } from '../../generated/prisma/client.ts';
import { privateNodeId } from '../../graphql/private-node.ts';
import { describedEnum } from '../../graphql/described-enum.ts';
import { LanguageRef } from '../../graphql/language.ts';
import { supportedLocale } from '../../../../common/i18n/locales.ts';
import type { z } from 'zod';
import type { Expect, InputFits } from '../../lib/type-checks.ts';
import type { LoginInput as LoginSchema, SignupInput as SignupSchema } from './auth.service.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { Plan, UserStatus } from '../../generated/prisma/enums.ts';
import {
  AuthError,
  ConflictError,
  ForbiddenError,
  RateLimitError,
  UnauthenticatedError,
  ValidationError,
} from '../../lib/errors.ts';
import { NO_PAYMENT_YET } from '../../../../common/plans.ts';

describedEnum(UserStatus, {
  name: 'UserStatus',
  description: "An account's state; administrators block and activate accounts.",
  values: {
    ACTIVE: 'May sign in.',
    BLOCKED: 'Blocked by an administrator: cannot sign in, and existing sessions end.',
    DELETED: 'Deleted: cannot sign in, and existing sessions end.',
  },
});

const PlanEnum = describedEnum(Plan, {
  name: 'Plan',
  description: `The plan an account is on. ${NO_PAYMENT_YET}`,
  values: {
    STARTER: 'Free; every account starts here.',
    PREMIUM: 'For couples with more than one party; chosen by the user in the dashboard (choosePlan).',
    PROFESSIONAL: 'For photographers and planners; arranged with sales, not chosen in the product.',
    ENTERPRISE: 'For venues and agencies; arranged with sales, not chosen in the product.',
  },
});

/** A user is visible to themselves and to admins; to anyone else `node(id:)` answers null. */
export const UserRef = builder.prismaNode('User', {
  ...privateNodeId,
  findUnique: (id, context) => ({
    id: rowIdFrom(id),
    AND: context.viewer?.isAdmin ? [] : [{ id: context.viewer?.id ?? -1 }],
  }),
  runScopesOnType: true,
  authScopes: (user, context) => context.viewer?.id === user.id || context.viewer?.isAdmin === true,
  description: 'An account, seen only by itself and by administrators.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address the user signs in with (lower case).' }),
    displayName: t.exposeString('displayName', { description: "The user's name (at most 100 characters)." }),
    isAdmin: t.exposeBoolean('isAdmin', { description: 'Whether the user is a super-admin.' }),
    status: t.expose('status', { type: UserStatus, description: "The account's state." }),
    plan: t.expose('plan', {
      type: PlanEnum,
      description: 'The plan the account is on (Starter until the user chooses Premium or sales sets up another).',
    }),
    language: t.field({
      type: LanguageRef,
      nullable: true,
      description:
        "The language the account reads the app in, set in its settings (updateProfile); new events start in it. Null: the browser's languages choose.",
      resolve: (user) => supportedLocale(user.language),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was created.' }),
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
  description: "A new account's email, name and password.",
  fields: (t) => ({
    email: t.string({
      required: true,
      description: 'The address to sign in with (at most 254 characters, saved in lower case); one account each.',
    }),
    displayName: t.string({ required: true, description: 'Your name (1 to 100 characters).' }),
    password: t.string({ required: true, description: '8 to 256 characters.' }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  description: "An account's email and password.",
  fields: (t) => ({
    email: t.string({ required: true, description: 'The address the account signs in with (case does not matter).' }),
    password: t.string({ required: true, description: "The account's password." }),
  }),
});

// Tied to the service's zod schemas: tsc fails when they drift apart.
type _SignupInputFits = Expect<InputFits<typeof SignupInput.$inferInput, z.input<typeof SignupSchema>>>;
type _LoginInputFits = Expect<InputFits<typeof LoginInput.$inferInput, z.input<typeof LoginSchema>>>;

/**
 * Signs the browser in to `user` (the session cookie), and runs the rest of this operation as them, so the
 * result shows their own fields.
 */
export function signedIn(context: GraphQLContext, { user, token }: { user: User; token: string }): User {
  context.session.set(token);
  context.viewer = user;
  return user;
}

defineMutation(
  'signup',
  { scope: 'anyone', errors: [ValidationError, ConflictError, RateLimitError], dataField: 'viewer' },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description: 'Creates an account and signs in to it (session cookie); attempts are rate limited per address.',
      args: { input: t.arg({ type: SignupInput, required: true, description: "The new account's details." }) },
      resolve: async (_root, { input }, context) =>
        signedIn(context, await context.services.auth.signup(input, context.clientIp)),
    }),
);

defineMutation(
  'login',
  { scope: 'anyone', errors: [ValidationError, AuthError, RateLimitError], dataField: 'viewer' },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description: 'Signs in with email and password (session cookie); repeated attempts are rate limited.',
      args: { input: t.arg({ type: LoginInput, required: true, description: 'The email and password.' }) },
      resolve: async (_root, { input }, context) =>
        signedIn(context, await context.services.auth.login(input, context.clientIp)),
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

defineMutation(
  'choosePlan',
  {
    errors: [ForbiddenError],
    dataField: 'viewer',
    dataDescription: 'The signed-in user, on the chosen plan.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description: `Puts the signed-in user on Starter or Premium. Professional and Enterprise are arranged with sales and answer ForbiddenError. ${NO_PAYMENT_YET}`,
      args: { plan: t.arg({ type: PlanEnum, required: true, description: 'STARTER or PREMIUM.' }) },
      resolve: async (_root, { plan }, context) => {
        if (!context.viewer) throw new UnauthenticatedError();
        context.viewer = await context.services.auth.choosePlan(context.viewer.id, plan);
        return context.viewer;
      },
    }),
);
