// The yardstick of the HTTP bench: bare Fastify routes answering the same JSON, no database, no hooks.
// ROUTES is a JSON object of path → body.
import Fastify from 'fastify';

const routes = JSON.parse(process.env.ROUTES ?? '{"/":"{}"}') as Record<string, string>;
const server = Fastify({ logger: false });
for (const [path, body] of Object.entries(routes)) {
  server.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await server.listen({ port: Number(process.env.PORT ?? 3292), host: '127.0.0.1' });
