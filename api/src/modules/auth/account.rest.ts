import type { FastifyInstance } from 'fastify';
import { setSessionCookie } from '../../http/request-context.ts';
import { actorOf } from '../../http/host-request.ts';
import { publicUser } from './public-user.ts';

/** The signed-in account's own settings (issue 32 item 6): the same calls as the GraphQL mutations. */
export function registerAccountRoutes(app: FastifyInstance): void {
  app.patch('/api/auth/me', async (request) => {
    const { user, ip } = await actorOf(request);
    return { user: publicUser(await request.services.accountSettings.updateProfile(user, request.body, ip)) };
  });

  // Every other session ends; this caller gets a fresh one (cookie and token), as login answers.
  app.post('/api/auth/change-password', async (request, reply) => {
    const { user, ip } = await actorOf(request);
    const signedIn = await request.services.accountSettings.changePassword(user, request.body, ip);
    setSessionCookie(request, reply, signedIn.token);
    return { user: publicUser(signedIn.user), token: signedIn.token };
  });

  app.post('/api/auth/delete-account', async (request) => {
    const { user, ip } = await actorOf(request);
    return { user: publicUser(await request.services.accountDeletion.request(user, request.body, ip)) };
  });

  app.post('/api/auth/delete-account/cancel', async (request) => {
    const { user, ip } = await actorOf(request);
    return { user: publicUser(await request.services.accountDeletion.cancel(user, ip)) };
  });
}
