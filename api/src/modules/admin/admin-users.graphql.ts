import { builder } from '../../graphql/builder.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { defineMutation, type MutationSpec } from '../../graphql/mutation.ts';
import { UserStatus } from '../../generated/prisma/enums.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import { adminActorOf } from './admin-actor.ts';
import { LIVE_EVENT } from '../../access/event-access.ts';

// What admins see of users beyond their own profile fields (SPEC §3 "User admin view").
builder.prismaObjectField('User', 'ownedEventCount', (t) =>
  t.relationCount('ownedEvents', { where: LIVE_EVENT, description: 'Events this user owns (not deleted).' }),
);
builder.prismaObjectField('User', 'lastLoginAt', (t) =>
  t.expose('lastLoginAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When they last signed in; null if never.',
  }),
);

// ---- Mutations: auth failures are thrown (UNAUTHENTICATED, FORBIDDEN); expected refusals are data ----

const AdminCreateUserInput = builder.inputType('AdminCreateUserInput', {
  description: 'A new account, made by an admin.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'A valid address not used by another account.' }),
    displayName: t.string({ required: true, description: 'The name shown for the user.' }),
    password: t.string({ required: true, description: 'At least 8 characters; never shown again.' }),
    isAdmin: t.boolean({ defaultValue: false, description: 'Make the account a super-admin too.' }),
  }),
});

defineMutation(
  'adminCreateUser',
  { scope: 'admin', errors: [ValidationError, ConflictError], dataField: 'user', dataDescription: 'The new account.' },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description: 'Create an account; the email must not be in use by another one.',
      args: { input: t.arg({ type: AdminCreateUserInput, required: true, description: 'The account.' }) },
      resolve: (_root, { input }, context) => context.services.admin.createUser(adminActorOf(context), input),
    }),
);

/** The options both account changes share: what they refuse, and that they answer the account. */
const ACCOUNT_CHANGE = {
  scope: 'admin',
  errors: [ValidationError, NotFoundError, ForbiddenError],
  dataField: 'user',
  dataDescription: 'The account as it is now.',
} satisfies MutationSpec;

defineMutation('adminSetUserStatus', ACCOUNT_CHANGE, (t, common) =>
  t.field({
    ...common,
    type: UserRef,
    description:
      'Block, activate or delete (soft) an account. Blocking or deleting ends its sessions at once and revokes its API tokens for good (activating it again revives none). Deleted is final: a deleted account is neither activated nor blocked again (ForbiddenError).',
    args: {
      id: t.arg.globalID({ required: true, for: UserRef, description: 'The account (User.id).' }),
      status: t.arg({ type: UserStatus, required: true, description: 'The new status.' }),
    },
    resolve: (_root, { id, status }, context) =>
      context.services.admin.setUserStatus(adminActorOf(context), rowIdFrom(id.id), status),
  }),
);

defineMutation('adminSetUserAdmin', ACCOUNT_CHANGE, (t, common) =>
  t.field({
    ...common,
    type: UserRef,
    description: 'Grant or withdraw super-admin rights. Nobody demotes themselves; one active admin always remains.',
    args: {
      id: t.arg.globalID({ required: true, for: UserRef, description: 'The account (User.id).' }),
      isAdmin: t.arg.boolean({ required: true, description: 'true grants, false withdraws.' }),
    },
    resolve: (_root, { id, isAdmin }, context) =>
      context.services.admin.setUserAdmin(adminActorOf(context), rowIdFrom(id.id), isAdmin),
  }),
);
