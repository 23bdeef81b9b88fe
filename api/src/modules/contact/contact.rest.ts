import type { FastifyInstance } from 'fastify';

/** SPEC §7 POST /api/contact: the contact and sales forms; anyone may send. */
export function registerContactRoutes(app: FastifyInstance): void {
  app.post('/api/contact', async (request, reply) => {
    const { priority } = await request.services.contact.send(request.body ?? {}, request.ip);
    return reply.status(201).send({ success: true, message: 'Message Sent!', priority });
  });
}
