import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeSlug } from '../../../common/slug.ts';
import { EMBEDDED_ANSWER_ID, type EmbeddedAnswer } from '../../../common/embedded-answer.ts';
import { persistedOperations, persistedQueryExtension } from '../graphql/persisted-operations.ts';
import type { GraphQLServer } from '../graphql/server.ts';

/** The guest page's own query (web/src/pages/guest/EventPage.tsx), by its name in the persisted manifest. */
export const EVENT_PAGE_OPERATION = 'EventPageQuery';

/** The tag that carries the guest page's first answer in its HTML ('' when there is none to send). */
export type EventPageAnswerTag = (request: FastifyRequest, reply: FastifyReply, slug: string) => Promise<string>;

/**
 * Runs the guest page's own query (by the persisted id the page itself sends: the very same text) through
 * the GraphQL server, with this request as its context: the guest's cookies, address and points
 * budget, the same PIN gate and the same answer the page would get a moment later. Without a PIN, so a
 * protected event answers "PIN required" and nothing it protects enters the HTML (docs/decisions/039).
 * A failure only costs the page its head start: it asks for itself, as it did before.
 */
export function eventPageAnswerTagFrom(yoga: GraphQLServer): EventPageAnswerTag {
  const { id, name } = persistedOperations().named(EVENT_PAGE_OPERATION);
  return async (request, reply, slug) => {
    const variables = { slug: normalizeSlug(slug), pin: null };
    try {
      const response = await yoga.fetch(
        `${request.protocol}://${request.host}${yoga.graphqlEndpoint}`,
        {
          method: 'POST',
          headers: { accept: 'application/graphql-response+json', 'content-type': 'application/json' },
          body: JSON.stringify({ extensions: persistedQueryExtension(id), variables, operationName: name }),
        },
        { req: request, reply },
      );
      const payload = (await response.json()) as { data?: unknown; errors?: unknown };
      if (!response.ok || payload.errors || !payload.data) return '';
      const answer: EmbeddedAnswer<unknown> = { slug: variables.slug, data: payload.data };
      return `<script type="application/json" id="${EMBEDDED_ANSWER_ID}">${jsonForScript(answer)}</script>`;
    } catch (error) {
      request.log.warn({ err: error }, 'the guest page goes out without its first answer');
      return '';
    }
  };
}

/**
 * JSON that cannot end its <script> element early: hosts write the titles and descriptions, and a
 * `</script>` or `<!--` in them must stay text. `<` as \u003c is the same string to JSON.parse.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
