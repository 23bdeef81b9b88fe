import {
  getArgumentValues,
  getOperationAST,
  GraphQLError,
  Kind,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { normalizeSlug } from '../../../common/slug.ts';
import type { GraphQLContext } from './context.ts';
import { ERROR_CODE } from './error-codes.ts';
import { translate, type ServerMessageId } from '../i18n/messages.ts';
import type { LoadableLocale } from '../../../common/i18n/locales.ts';

/**
 * Open subscriptions one party may hold, whatever the transport (graphql-ws or server-sent events). A venue
 * shares one address and one event has hundreds of phones on it: the caps are far above a real wedding and
 * far below what would exhaust the server.
 */
export interface SubscriptionCaps {
  perUser: number;
  perAddress: number;
  /** Guests' live galleries of one event. */
  perEventGallery: number;
}

export const DEFAULT_SUBSCRIPTION_CAPS: SubscriptionCaps = {
  perUser: 50,
  perAddress: 1000,
  perEventGallery: 2000,
};

const REFUSALS = {
  user: 'api.tooManyLiveForAccount',
  address: 'api.tooManyLiveFromNetwork',
  event: 'api.tooManyFollowingEvent',
} as const satisfies Record<string, ServerMessageId>;

type Scope = keyof typeof REFUSALS;

/** The slug a guest gallery subscription follows, or null for any other subscription. */
function gallerySlugOf(args: ExecutionArgs): string | null {
  const operation = getOperationAST(args.document, args.operationName);
  const field = operation?.selectionSet.selections[0];
  if (field?.kind !== Kind.FIELD || field.name.value !== 'galleryUpdated') return null;
  const definition = args.schema.getSubscriptionType()?.getFields().galleryUpdated;
  if (!definition) return null;
  try {
    const { slug } = getArgumentValues(definition, field, args.variableValues ?? {});
    // The same event however its link is typed: the caps count per event, as the gate finds it.
    return typeof slug === 'string' ? normalizeSlug(slug) : null;
  } catch {
    return null;
  }
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** Ends `source` as it was, calling `release` exactly once however it ends (done, closed or failed). */
function releasing<T>(source: AsyncIterable<T>, release: () => void): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let released = false;
  const once = () => {
    if (released) return;
    released = true;
    release();
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      try {
        const result = await iterator.next();
        if (result.done) once();
        return result;
      } catch (error) {
        once();
        throw error;
      }
    },
    async return(value?: unknown) {
      once();
      return (await iterator.return?.(value)) ?? { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      once();
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
  };
}

/**
 * Counts open subscriptions per user, per client address and per followed event, and refuses one over a
 * cap with a clear error (logged once per party). The count is released when the stream ends for any reason.
 */
export function subscriptionCapsPlugin(
  caps: SubscriptionCaps,
  log: { warn(object: object, message: string): void },
): Plugin<GraphQLContext> {
  const open = new Map<string, number>();
  const warned = new Set<string>();
  const limitOf: Record<Scope, number> = { user: caps.perUser, address: caps.perAddress, event: caps.perEventGallery };

  const take = (keys: [Scope, string][], locale: LoadableLocale): GraphQLError | (() => void) => {
    for (const [scope, key] of keys) {
      if ((open.get(`${scope} ${key}`) ?? 0) < limitOf[scope]) continue;
      if (!warned.has(`${scope} ${key}`)) {
        warned.add(`${scope} ${key}`);
        log.warn({ scope, key }, 'subscription refused: over its cap');
      }
      return new GraphQLError(translate(locale, REFUSALS[scope]), { extensions: { code: ERROR_CODE.RATE_LIMITED } });
    }
    for (const [scope, key] of keys) open.set(`${scope} ${key}`, (open.get(`${scope} ${key}`) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const [scope, key] of keys) {
        const left = (open.get(`${scope} ${key}`) ?? 1) - 1;
        if (left > 0) open.set(`${scope} ${key}`, left);
        else open.delete(`${scope} ${key}`);
      }
    };
  };

  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const context = args.contextValue;
      const keys: [Scope, string][] = [['address', context.clientIp]];
      if (context.viewer) keys.push(['user', String(context.viewer.id)]);
      const slug = gallerySlugOf(args);
      if (slug) keys.push(['event', slug]);
      const taken = take(keys, context.locale);
      if (taken instanceof GraphQLError) {
        setResultAndStopExecution({ errors: [taken] } satisfies ExecutionResult);
        return;
      }
      return {
        onSubscribeResult({ result, setResult }) {
          // An operation refused before it started (bad PIN, no access) holds nothing.
          if (isAsyncIterable(result)) setResult(releasing(result, taken));
          else taken();
        },
        onSubscribeError: () => taken(),
      };
    },
  };
}
