import type { FastifyInstance } from 'fastify';
import { translate } from '../../i18n/messages.ts';
import { callerLocale } from '../../i18n/request-locale.ts';

/** SPEC §7 POST /api/contact: the contact and sales forms; anyone may send. */
export function registerContactRoutes(app: FastifyInstance): void {
  app.post('/api/contact', async (request, reply) => {
    const { priority } = await request.services.contact.send(request.body ?? {}, request.ip);
    // The contact page's own heading for a sent message, in the sender's language.
    const message = translate(callerLocale(request), 'contact.sentTitle');
    return reply.status(201).send({ success: true, message, priority });
  });
}
