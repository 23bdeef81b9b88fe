import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Db } from '../db/client.ts';
import { isCrossSite } from '../http/csrf.ts';
import { parseDeferredJsonBody } from '../http/raw-json-body.ts';
import { cookieJarOf, guestBudgetKeyOf } from '../http/guest-key-cookie.ts';
import { devicePassesOf } from '../http/guest-access.ts';
import { tableSeatOfRequest } from '../http/table-seat-cookie.ts';
import { clearSessionCookie, setSessionCookie } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import { createGraphQLContext, type GraphQLContext } from './context.ts';
import { callerLocale, statedLocale } from '../i18n/request-locale.ts';
import { localizedErrorsPlugin } from './localized-errors.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { metricsPlugin } from './metrics-plugin.ts';
import { httpCachePlugin } from './http-cache-plugin.ts';
import { operationCostPlugin } from './operation-cost.ts';
import { OPERATION_LIMITS } from './operation-limits.ts';
import { persistedOperations, persistedOperationsPlugin } from './persisted-operations.ts';
import type { MemberAnswerCache } from './member-answer-cache.ts';
import type { PublicAnswerCache } from './public-answer-cache.ts';
import { recordEventsRead } from '../lib/events-read.ts';
import { pointsBudgetPlugin } from './points-budget-plugin.ts';
import { registerExplorerAssets, sendExplorer, wantsExplorer } from './explorer/explorer.ts';
import { DEFAULT_SUBSCRIPTION_CAPS, subscriptionCapsPlugin, type SubscriptionCaps } from './subscription-caps.ts';
import { tokenScopePlugin } from './token-scopes.ts';
import { NO_UPLOADS, parseMultipartOperation, type RequestUploads } from './uploads.ts';
import { schema } from './schema.ts';

/** HTTP requests bring Fastify's request and reply; WebSocket operations bring a ready context. */
type ServerContext =
  | { req: FastifyRequest; reply: FastifyReply; uploads?: RequestUploads; ws?: never }
  | { ws: GraphQLContext; req?: never; reply?: never; uploads?: never };

export { OPERATION_LIMITS };

export type GraphQLServer = YogaServerInstance<ServerContext, GraphQLContext>;

export function createGraphQLServer(
  prisma: Db,
  services: Services,
  log: FastifyBaseLogger,
  publicOrigin: string | undefined,
  ownOrigins: ReadonlySet<string>,
  subscriptionCaps: SubscriptionCaps = DEFAULT_SUBSCRIPTION_CAPS,
  metrics?: Metrics,
  memberAnswers?: MemberAnswerCache,
): GraphQLServer {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // Yoga's default echoes any Origin with credentials: a foreign page could read answers made with
    // the visitor's cookie. Only our own pages and configured partners get a CORS grant.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || isCrossSite(Object.fromEntries(request.headers), ownOrigins)) return false;
      return { origin: [origin], credentials: true };
    },
    // Yoga's GraphiQL inlines its script; ours (explorer/) serves the same bundle as files, for our CSP.
    graphiql: false,
    landingPage: false,
    // Unexpected errors reach clients as "Unexpected error." whatever NODE_ENV says.
    maskedErrors: { isDev: false },
    // Masked errors are logged here with their stack; clients only see the mask.
    logging: {
      debug: (...args) => log.debug(args),
      info: (...args) => log.info(args),
      warn: (...args) => log.warn(args),
      error: (...args) => log.error(args),
    },
    batching: false,
    plugins: [
      // Ids first: the web app's operations arrive as ids (docs/decisions/042), and every limit below
      // applies to the text they stand for.
      persistedOperationsPlugin(persistedOperations()),
      httpCachePlugin(),
      // Thrown errors' messages in the caller's language (union members render their own).
      localizedErrorsPlugin(),
      maxDepthPlugin({ n: OPERATION_LIMITS.depth, ignoreIntrospection: true }),
      // Scopes first: an operation the token may not run costs no points.
      tokenScopePlugin(),
      operationCostPlugin({ maxNodes: OPERATION_LIMITS.nodes }),
      pointsBudgetPlugin(),
      maxAliasesPlugin({ n: OPERATION_LIMITS.aliases }),
      maxTokensPlugin({ n: OPERATION_LIMITS.tokens }),
      blockFieldSuggestionsPlugin(),
      subscriptionCapsPlugin(subscriptionCaps, log),
      ...(metrics ? [metricsPlugin(metrics)] : []),
      ...(memberAnswers ? [memberAnswers.plugin()] : []),
    ],
    context: async (initial): Promise<GraphQLContext> => {
      if (initial.ws) return initial.ws;
      const { req, reply, uploads } = initial;
      return createGraphQLContext({
        prisma,
        services,
        viewer: await req.viewer(),
        apiToken: req.apiToken,
        clientIp: req.ip,
        origin: publicOrigin ?? `${req.protocol}://${req.host}`,
        session: {
          set: (token) => setSessionCookie(req, reply, token),
          clear: () => clearSessionCookie(req, reply),
        },
        uploads: uploads ?? NO_UPLOADS,
        guestKeys: cookieJarOf(req, reply),
        guestBudgetKey: guestBudgetKeyOf(req),
        devicePasses: devicePassesOf(req, reply),
        tableSeat: tableSeatOfRequest(req, reply),
        locale: callerLocale(req),
        statedLocale: statedLocale(req),
      });
    },
  });
}

/** Serves Yoga at /graphql inside Fastify (GET for queries, POST for everything, multipart for files). */
export function registerGraphQLRoute(
  app: FastifyInstance,
  yoga: GraphQLServer,
  uploadLimits: { maxFileSize: number; maxFiles: number },
  publicUrl: string | undefined,
  answers: { public: PublicAnswerCache; member: MemberAnswerCache },
): void {
  const { public: publicAnswers, member: memberAnswers } = answers;
  registerExplorerAssets(app);
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      if (wantsExplorer(req)) return sendExplorer(reply, publicUrl);
      const publicKey = publicAnswers.keyOf(req);
      const kept =
        publicKey === null ? undefined : (publicAnswers.get(publicKey) ?? (await publicAnswers.running(publicKey)));
      if (kept) {
        for (const [name, value] of kept.headers) reply.header(name, value);
        return reply.status(kept.status).send(kept.body);
      }
      const memberKey = publicKey === null ? memberAnswers.keyOf(req) : null;
      const member = memberKey === null ? undefined : await memberAnswers.lookup(memberKey, req);
      if (member && 'body' in member) {
        for (const [name, value] of member.headers) reply.header(name, value);
        return reply.status(200).send(member.body);
      }
      const memberRun = member;
      const mark = publicAnswers.mark();
      const endRun = publicKey === null ? undefined : publicAnswers.start(publicKey);
      try {
        // Inside the try: a body that is not JSON (a 400) still ends the run others may wait for.
        parseDeferredJsonBody(req);
        const eventsRead = new Set<number>();
        const answer = () =>
          answerWithYoga(yoga, uploadLimits, req, reply, (response, body) => {
            if (publicKey !== null) publicAnswers.keep(publicKey, mark, response, body, eventsRead);
            if (memberKey !== null && memberRun) memberAnswers.keep(memberKey, memberRun.mark, req, reply, response);
          });
        // Only an answer that may be kept needs to know the events it was made of.
        return await (publicKey === null ? answer() : recordEventsRead(eventsRead, answer));
      } finally {
        endRun?.();
        memberRun?.end();
      }
    },
  });
}

/** Runs the request's operation through Yoga and sends its answer; `sent` sees a JSON answer's bytes. */
async function answerWithYoga(
  yoga: GraphQLServer,
  uploadLimits: { maxFileSize: number; maxFiles: number },
  req: FastifyRequest,
  reply: FastifyReply,
  sent: (response: Response, body: Buffer) => void,
) {
  let response: Response;
  if (req.method === 'POST' && req.isMultipart()) {
    const { operation, uploads } = await parseMultipartOperation(req, reply, uploadLimits);
    // Yoga gets the operation alone: the multipart request's length (its files: a video, many photos)
    // is not the operation's, and Yoga refuses bodies that say they are over 25 MB.
    const { 'content-length': _length, 'transfer-encoding': _encoding, ...headers } = headersOf(req);
    try {
      response = await yoga.fetch(
        `${req.protocol}://${req.host}${yoga.graphqlEndpoint}`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(operation),
        },
        { req, reply, uploads },
      );
    } finally {
      uploads.drain();
    }
  } else {
    response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
  }
  for (const [name, value] of response.headers) {
    // Yoga's own set-cookie never appears; ours are set on `reply` by the context.
    reply.header(name, value);
  }
  reply.status(response.status);
  // A single JSON result goes out as one buffer, so compression weighs its size (small answers stay
  // as they are); event streams and multipart answers go out as they come.
  if (response.body && /json/.test(response.headers.get('content-type') ?? '')) {
    const body = Buffer.from(await response.arrayBuffer());
    sent(response, body);
    return reply.send(body);
  }
  return reply.send(response.body);
}

/** The request's headers as fetch wants them (repeated headers joined). */
function headersOf(req: FastifyRequest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers)
      .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
}
