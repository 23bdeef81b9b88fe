// The yardstick of the HTTP bench: a bare Fastify route answering the same JSON, no database, no hooks.
import Fastify from 'fastify';

const body = process.env.BODY ?? '{}';
const server = Fastify({ logger: false });
server.get('/', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await server.listen({ port: Number(process.env.PORT ?? 3292), host: '127.0.0.1' });
