import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../lib/errors.ts';
import { render, type Message } from '../i18n/messages.ts';
import type { LoadableLocale } from '../../../common/i18n/locales.ts';
import type { GraphQLContext } from './context.ts';

/**
 * A GraphQL error whose message a person reads: thrown in English (logs, and what a resolver sees), and
 * put into the caller's language by localizedErrorsPlugin when the answer is written. Its extensions
 * (`code`, `status`) never change with the language.
 */
export class LocalizedGraphQLError extends GraphQLError {
  constructor(
    readonly words: Message,
    extensions: Record<string, unknown>,
  ) {
    super(render('en', words), { extensions });
  }
}

/**
 * An expected failure as an unmasked GraphQL error (code = the error's name, e.g. PinRequiredError,
 * and its HTTP-like status), for places that cannot answer with a union: connections, subscriptions.
 */
export function publicError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const extensions = { code: error.name, status: error.status };
  return error.words
    ? new LocalizedGraphQLError(error.words, extensions)
    : new GraphQLError(error.message, { extensions });
}

/** The error in `locale`, where it is one of ours (as thrown, or as graphql-js wrapped it with its path). */
function localized(error: GraphQLError, locale: LoadableLocale): GraphQLError {
  const own = error instanceof LocalizedGraphQLError ? error : error.originalError;
  if (!(own instanceof LocalizedGraphQLError)) return error;
  const message = render(locale, own.words);
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: own,
    extensions: error.extensions,
  });
}

function inLocale(result: ExecutionResult, locale: LoadableLocale): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => localized(error, locale)) };
}

/**
 * Renders thrown errors' messages (a refused subscription, a connection's bad argument, a sign-in
 * demand) in the caller's language, `context.locale`; union members render their own `message` field.
 */
export function localizedErrorsPlugin(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const { locale } = args.contextValue;
      return {
        onExecuteDone({ result, setResult }) {
          // Incremental results (@defer, @stream) are not used by this schema.
          if (Symbol.asyncIterator in result) return;
          setResult(inLocale(result, locale));
        },
      };
    },
    onSubscribe({ args }) {
      const { locale } = args.contextValue;
      return {
        onSubscribeResult({ result, setResult }) {
          if (Symbol.asyncIterator in result) {
            return { onNext: ({ result: next, setResult: setNext }) => setNext(inLocale(next, locale)) };
          }
          setResult(inLocale(result, locale));
          return undefined;
        },
      };
    },
  };
}
