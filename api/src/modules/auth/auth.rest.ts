import { render } from '../../i18n/messages.ts';
import { callerLocale } from '../../i18n/request-locale.ts';
import type { FastifyInstance } from 'fastify';
import { UnauthenticatedError } from '../../lib/errors.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/request-context.ts';
import { publicUser } from './public-user.ts';
import { actorOf } from '../../http/host-request.ts';

/** SPEC §7 auth calls. The token is returned too, for API clients that send it as a Bearer header. */
export function registerAuthRoutes(app: FastifyInstance): void {
  app.post('/api/auth/signup', async (request, reply) => {
    const { user, token } = await request.services.auth.signup(request.body, request.ip);
    setSessionCookie(request, reply, token);
    return reply.status(201).send({ user: publicUser(user), token });
  });

  app.post('/api/auth/login', async (request, reply) => {
    const { user, token } = await request.services.auth.login(request.body, request.ip);
    setSessionCookie(request, reply, token);
    return { user: publicUser(user), token };
  });

  // "Forgot password?" (decision 054): one answer whatever the address, so it never tells who has an account.
  app.post('/api/auth/forgot-password', async (request) => {
    return {
      message: render(
        callerLocale(request),
        await request.services.passwordReset.requestReset(request.body, request.ip),
      ),
    };
  });

  app.post('/api/auth/reset-password', async (request, reply) => {
    const { user, token } = await request.services.passwordReset.resetPassword(request.body, request.ip);
    setSessionCookie(request, reply, token);
    return { user: publicUser(user), token };
  });

  // Confirming addresses and changing them (decision 054).
  app.post('/api/auth/verify-email', async (request) => {
    const { user, changed } = await request.services.emailVerification.verify(request.body, request.ip);
    return { email: user.email, changed };
  });

  app.post('/api/auth/resend-verification', async (request) => {
    const { user } = await actorOf(request);
    return { message: render(callerLocale(request), await request.services.emailVerification.resend(user)) };
  });

  app.post('/api/auth/change-email', async (request) => {
    const { user, ip } = await actorOf(request);
    const change = await request.services.emailVerification.requestChange(user, request.body, ip);
    return { user: publicUser(change.user), pendingEmail: change.pendingEmail };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const viewer = await request.viewer();
    if (viewer) await request.services.auth.logout(viewer.id);
    clearSessionCookie(request, reply);
    return { success: true };
  });

  app.get('/api/auth/me', async (request, reply) => {
    const viewer = await request.viewer();
    if (!viewer) throw new UnauthenticatedError();
    reply.header('cache-control', 'no-store');
    return { user: publicUser(viewer) };
  });
}
