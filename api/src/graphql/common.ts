import { GraphQLError, Kind } from 'graphql';
import {
  AuthError,
  errorMessageIn,
  fieldMessageIn,
  type FieldProblem,
  ConflictError,
  ForbiddenError,
  InsufficientStorageError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../lib/errors.ts';
import { builder } from './builder.ts';

// Shared types every module uses: the DateTime scalar and the expected-failure types of mutations.

builder.scalarType('DateTime', {
  description: 'An ISO-8601 date-time string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return parseDate(ast.value);
  },
});

function parseDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
  return date;
}

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'An expected failure of a mutation or query, answered as data; its type says which.',
  fields: (t) => ({
    message: t.string({
      description: 'What went wrong, in words fit to show the user, in their language (Accept-Language).',
      resolve: (error, _args, context) => errorMessageIn(error, context.locale),
    }),
  }),
});

builder.objectType(AuthError, {
  name: 'AuthError',
  description: 'The credentials are wrong, or the account cannot sign in.',
  interfaces: [ErrorInterface],
});

builder.objectType(ConflictError, {
  name: 'ConflictError',
  description: 'The request conflicts with existing data (for example an email already registered).',
  interfaces: [ErrorInterface],
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'The object does not exist, or is not visible to you.',
  interfaces: [ErrorInterface],
});

builder.objectType(ForbiddenError, {
  name: 'ForbiddenError',
  description: 'You are signed in but may not do this.',
  interfaces: [ErrorInterface],
});

builder.objectType(UnsupportedMediaTypeError, {
  name: 'UnsupportedMediaTypeError',
  description: 'The file is not of a type we accept.',
  interfaces: [ErrorInterface],
});

builder.objectType(PayloadTooLargeError, {
  name: 'PayloadTooLargeError',
  description: 'The file is larger than we accept.',
  interfaces: [ErrorInterface],
});

builder.objectType(InsufficientStorageError, {
  name: 'InsufficientStorageError',
  description: 'The server is out of storage space right now; nothing was stored. Try again later.',
  interfaces: [ErrorInterface],
});

builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  description: 'Too many attempts; try again later.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'Seconds to wait before trying again.' }),
  }),
});

const FieldErrorRef = builder.objectRef<FieldProblem>('FieldError').implement({
  description: 'One rejected input field and why.',
  fields: (t) => ({
    field: t.exposeString('field', { description: "The input field's name, e.g. 'pinCode'." }),
    message: t.string({
      description: 'What is wrong with it, in words fit to show the user, in their language.',
      resolve: (problem, _args, context) => fieldMessageIn(problem, context.locale),
    }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'Input was rejected; `message` is the first problem, `fieldErrors` lists each one.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldErrorRef],
      description: 'Each rejected field; may be empty when the problem is not one field.',
      resolve: (error) => error.fieldErrors,
    }),
  }),
});

builder.queryType({
  description: 'What can be read. Guests need no account; host and admin fields say who may read them.',
});
builder.mutationType({
  description:
    'What can be changed. Most mutations answer a `{Name}Result` union: their success, or one of their expected failures.',
});
builder.subscriptionType({
  description: 'Live updates: each message reports a change of what the subscription follows.',
});
