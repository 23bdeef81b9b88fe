import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type DocumentNode, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from '../db/client.ts';
import { isCrossSite } from '../http/csrf.ts';
import { bearerOf, sessionTokenOf } from '../http/request-context.ts';
import { isApiTokenCredential } from '../modules/api-tokens/api-token-secret.ts';
import type { ApiTokenGrant } from '../modules/api-tokens/api-token-scopes.ts';
import { tableSeatOf } from '../modules/tables/table-seat.ts';
import type { User } from '../generated/prisma/client.ts';
import type { Services } from '../services.ts';
import { createGraphQLContext } from './context.ts';
import { socketOperationLocales } from '../i18n/request-locale.ts';
import { LANGUAGE_COOKIE, type LoadableLocale } from '../../../common/i18n/locales.ts';
import { render, translate } from '../i18n/messages.ts';
import { NO_UPLOADS } from './uploads.ts';
import { persistedOperations, UNKNOWN_PERSISTED_OPERATION } from './persisted-operations.ts';
import type { GraphQLServer } from './server.ts';
import { ERROR_CODE } from './error-codes.ts';

type ConnectionExtra = {
  request: IncomingMessage;
  socket: WebSocket;
};

/** Bounds on what one client can hold open (a whole venue may share one address: be generous). */
export interface LiveLimits {
  socketsPerAddress: number;
  subscriptionsPerSocket: number;
  /** A socket that sends no connection_init within this time is closed (4408). */
  connectionInitWaitMs: number;
  /**
   * How often a socket that subscribed with an API token asks whether the token still admits its user
   * (it also asks before each message); a revoked, expired or blocked one closes the socket (4401).
   */
  tokenRecheckMs: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  socketsPerAddress: 500,
  subscriptionsPerSocket: 20,
  connectionInitWaitMs: 10_000,
  tokenRecheckMs: 15_000,
};

/** The close code and reason of a socket whose API token stopped admitting its user. */
export const TOKEN_ENDED_CLOSE = {
  code: 4401,
  reason: 'API token revoked or expired, or its account blocked',
} as const;

type Executor = (args: ExecutionArgs) => ReturnType<NonNullable<ServerOptions['execute']>>;
type EnvelopedArgs = ExecutionArgs & { rootValue: { execute: Executor; subscribe: Executor } };

/** What Yoga's envelop hands back (its own typing is too loose to check against). */
interface Enveloped {
  schema: GraphQLSchema;
  execute: Executor;
  subscribe: Executor;
  contextFactory: () => unknown;
  parse: (source: string) => DocumentNode;
  validate: (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[];
}

/**
 * graphql-ws on the same /graphql path, executed through Yoga's envelop so the same limits and
 * plugins apply. Browsers cannot set headers on a WebSocket: the session comes from the cookie of
 * the upgrade request or from `connectionParams.authToken`; other clients may also send an API token or
 * session token as `connectionParams.authorization` or the upgrade's `Authorization: Bearer` header.
 * Likewise the language: each operation may name it as `extensions.acceptLanguage` (the page's language
 * can change while the socket stays open, so it goes with each operation, not with the connection).
 */
export function attachGraphQLWebSocket(
  app: FastifyInstance,
  yoga: GraphQLServer,
  deps: {
    prisma: Db;
    services: Services;
    ownOrigins: ReadonlySet<string>;
    publicOrigin: string | undefined;
    clientIp: (request: IncomingMessage) => string;
    /** Whether the upgrade came over HTTPS (as `request.protocol` would say): it names the guest-key cookie. */
    isHttps: (request: IncomingMessage) => boolean;
    limits?: Partial<LiveLimits> | undefined;
    log: { warn(object: object, message: string): void };
  },
): { close(graceMs: number): Promise<void>; openConnections(): number } {
  const limits = { ...DEFAULT_LIVE_LIMITS, ...deps.limits };
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const socketsByAddress = new Map<string, number>();
  const subscriptionsBySocket = new WeakMap<object, Set<string>>();
  const warned = new Set<string>();
  // A refusal is logged once per address and kind, not once per attempt of a flood.
  const warnOnce = (kind: string, address: string) => {
    if (warned.has(`${kind} ${address}`)) return;
    warned.add(`${kind} ${address}`);
    deps.log.warn({ address, kind }, 'live connection refused: over its cap');
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== yoga.graphqlEndpoint) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    // A foreign page could otherwise open a socket that carries the visitor's session cookie.
    if (isCrossSite(request.headers, deps.ownOrigins)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const address = deps.clientIp(request);
    const open = socketsByAddress.get(address) ?? 0;
    if (open >= limits.socketsPerAddress) {
      warnOnce('sockets', address);
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n\r\n');
      return;
    }
    socketsByAddress.set(address, open + 1);
    wss.handleUpgrade(request, socket, head, (ws) => {
      ws.once('close', () => {
        const left = (socketsByAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsByAddress.set(address, left);
        else socketsByAddress.delete(address);
      });
      wss.emit('connection', ws, request);
    });
  };
  app.server.on('upgrade', onUpgrade);

  // Sockets whose subscriptions run on an API token, re-checked before each message and on a timer, so a
  // revocation or a block made on any instance ends them (a token's socket has one credential throughout).
  const tokenSockets = new Map<WebSocket, number>();
  const stillAdmitted = async (socket: WebSocket): Promise<boolean> => {
    const tokenId = tokenSockets.get(socket);
    if (tokenId === undefined) return true;
    try {
      if (await deps.services.apiTokens.isStillValid(tokenId)) return true;
      socket.close(TOKEN_ENDED_CLOSE.code, TOKEN_ENDED_CLOSE.reason);
    } catch (error) {
      // Unable to tell (the database is away): nothing is sent unchecked; the client may reconnect (1011).
      deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'API token re-check failed');
      socket.close(1011, 'Could not check the API token');
    }
    return false;
  };
  const guardToken = (socket: WebSocket, tokenId: number) => {
    if (tokenSockets.has(socket)) return;
    tokenSockets.set(socket, tokenId);
    const timer = setInterval(() => void stillAdmitted(socket), limits.tokenRecheckMs);
    timer.unref();
    socket.once('close', () => {
      clearInterval(timer);
      tokenSockets.delete(socket);
    });
  };

  /** Who a subscription runs as: the socket's credential (connection params, then headers, then cookie). */
  const authenticate = async (
    request: IncomingMessage,
    connectionParams: Record<string, unknown> | undefined,
    cookies: Record<string, string | undefined>,
    locale: LoadableLocale,
  ): Promise<{ viewer: User | null; apiToken: ApiTokenGrant | null } | GraphQLError> => {
    const { authToken, authorization } = connectionParams ?? {};
    const token =
      (typeof authToken === 'string' && authToken ? authToken : undefined) ??
      (typeof authorization === 'string' ? bearerOf({ authorization }) : undefined) ??
      sessionTokenOf(request.headers, cookies, deps.isHttps(request));
    if (!token || !isApiTokenCredential(token)) {
      return { viewer: await deps.services.auth.userFromToken(token), apiToken: null };
    }
    const result = await deps.services.apiTokens.authenticate(token, deps.clientIp(request));
    if (!result.ok) {
      return new GraphQLError(render(locale, result.message), { extensions: { code: ERROR_CODE.UNAUTHENTICATED } });
    }
    return { viewer: result.user, apiToken: result.grant };
  };

  useServer<Record<string, unknown> | undefined, ConnectionExtra>(
    {
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args),
      subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args),
      connectionInitWaitTimeout: limits.connectionInitWaitMs,
      onComplete: (ctx, id) => void subscriptionsBySocket.get(ctx)?.delete(id),
      // Nothing more reaches a socket whose token stopped admitting its user (closing it skips the send).
      onNext: async (ctx) => void (await stillAdmitted(ctx.extra.socket)),
      onSubscribe: async (ctx, id, payload) => {
        const request = ctx.extra.request;
        const cookies = app.parseCookie(request.headers.cookie ?? '');
        // The operation's own language (the web app sends its page's), else the upgrade's cookie and headers.
        const { locale, stated } = socketOperationLocales({
          operation: payload.extensions?.acceptLanguage,
          acceptLanguage: request.headers['accept-language'],
          cookie: cookies[LANGUAGE_COOKIE],
        });
        const open = subscriptionsBySocket.get(ctx) ?? new Set<string>();
        subscriptionsBySocket.set(ctx, open);
        if (open.size >= limits.subscriptionsPerSocket) {
          warnOnce('subscriptions', deps.clientIp(request));
          return [
            new GraphQLError(translate(locale, 'api.tooManyLiveOnConnection'), {
              extensions: { code: ERROR_CODE.RATE_LIMITED },
            }),
          ];
        }
        open.add(id);
        const credential = await authenticate(request, ctx.connectionParams, cookies, locale);
        if (credential instanceof GraphQLError) {
          open.delete(id);
          return [credential];
        }
        if (credential.apiToken) guardToken(ctx.extra.socket, credential.apiToken.id);
        const graphqlContext = createGraphQLContext({
          prisma: deps.prisma,
          services: deps.services,
          viewer: credential.viewer,
          apiToken: credential.apiToken,
          clientIp: deps.clientIp(request),
          origin: deps.publicOrigin ?? `http://${request.headers.host ?? 'localhost'}`,
          session: { set: () => undefined, clear: () => undefined },
          guestKeys: deps.services.guestKeys.of({
            get: (name) => cookies[name],
            https: deps.isHttps(request),
            set: () => undefined,
          }),
          devicePasses: deps.services.guest.passes.of({
            get: (name) => cookies[name],
            https: deps.isHttps(request),
            set: () => undefined,
          }),
          tableSeat: tableSeatOf({ get: (name) => cookies[name], https: deps.isHttps(request), set: () => undefined }),
          // A venue's guests share one address: each pays by the key we signed for it (decision 061), over
          // a socket as over HTTP, so one keyless client spending the address's points holds no gallery.
          guestBudgetKey: credential.viewer
            ? null
            : deps.services.guestKeys.budgetKeyIn(cookies, deps.isHttps(request)),
          uploads: NO_UPLOADS,
          locale,
          statedLocale: stated,
        });
        const enveloped: unknown = yoga.getEnveloped({ ws: graphqlContext, params: payload });
        const { schema, execute, subscribe, contextFactory, parse, validate } = enveloped as Enveloped;
        const query = queryOf(payload);
        if (query instanceof GraphQLError) {
          open.delete(id);
          return [query];
        }
        let document: DocumentNode;
        try {
          // The token, depth and alias limits run inside parse and validate, and may throw.
          document = parse(query);
          const errors = validate(schema, document);
          if (errors.length > 0) return errors;
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Invalid operation.')];
        }
        const args: EnvelopedArgs = {
          schema,
          operationName: payload.operationName ?? null,
          document,
          variableValues: payload.variables ?? null,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        return args;
      },
    },
    wss,
  );

  return {
    openConnections: () => wss.clients.size,
    // 1001 "going away" tells clients to reconnect (to another instance); one that does not finish the
    // closing handshake within the grace period is cut.
    close: (graceMs) =>
      new Promise<void>((resolve) => {
        app.server.off('upgrade', onUpgrade);
        for (const client of wss.clients) client.close(1001, 'Server shutting down');
        const cut = setTimeout(() => {
          for (const client of wss.clients) client.terminate();
        }, graceMs);
        wss.close(() => {
          clearTimeout(cut);
          resolve();
        });
      }),
  };
}

/**
 * The text a subscribe message asks for: its query, or the web app's persisted operation its
 * `extensions.persistedQuery.sha256Hash` names (graphql-ws requires a query string: ours send '').
 */
function queryOf(payload: { query: string; extensions?: Record<string, unknown> | null }): string | GraphQLError {
  if (payload.query) return payload.query;
  const persisted = payload.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  const text =
    typeof persisted?.sha256Hash === 'string' ? persistedOperations().textOf(persisted.sha256Hash) : undefined;
  return (
    text ??
    new GraphQLError(UNKNOWN_PERSISTED_OPERATION, { extensions: { code: ERROR_CODE.PERSISTED_QUERY_NOT_FOUND } })
  );
}
