import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_NAME, pageTitle } from '../../../../common/brand.ts';
import { LANGUAGE_PARAM, type LoadableLocale } from '../../../../common/i18n/locales.ts';
import { render, translate, type ServerMessageId } from '../../i18n/messages.ts';
import { callerLocale, pageLocale } from '../../i18n/request-locale.ts';
import { escapeHtml } from '../../http/link-preview.ts';
import { actorOf } from '../../http/host-request.ts';
import { AppError } from '../../lib/errors.ts';
import { settingsOf } from './notifications.service.ts';

const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

/**
 * A small page of our own: the link's GET must not unsubscribe (mail scanners open links), a button does.
 * In the mail's language (the link's `?lang=`), else the reader's (their choice's cookie, else their
 * browser's), as the app's pages are.
 */
function page(reply: FastifyReply, locale: LoadableLocale, status: number, body: string): FastifyReply {
  const title = escapeHtml(pageTitle(translate(locale, 'email.unsubscribe.pageTitle')));
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Language, Cookie')
    .header('referrer-policy', 'no-referrer').send(`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;background:#f5f5f4;margin:0;padding:24px;color:#1c1917">
<main style="max-width:480px;margin:40px auto;background:#fff;border-radius:16px;padding:32px">
<p style="color:#be123c;font-weight:700;margin:0 0 16px">${APP_NAME}</p>${body}</main></body></html>`);
}

/**
 * Notifications by email (decision 055): one-click unsubscribe (RFC 8058: a mail app POSTs the link of
 * List-Unsubscribe with `List-Unsubscribe=One-Click`; a person opening it gets a page with a button) and
 * the signed-in host's choices.
 */
export function registerNotificationRoutes(app: FastifyInstance): void {
  void app.register((scope, _options, done) => {
    // The one-click POST is a form body; only these routes read one, and they need nothing from it.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, parsed) => parsed(null, {}),
    );

    scope.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const { token } = request.query as { token?: unknown };
      const value = typeof token === 'string' ? token : '';
      // The mail's `?lang=` first (it names the language the mail was written in); the button keeps it.
      const locale = pageLocale(request);
      const say = (id: ServerMessageId) => escapeHtml(translate(locale, id));
      return page(
        reply,
        locale,
        200,
        `<h1 style="font-size:22px;margin:0 0 12px">${say('email.unsubscribe.heading')}</h1>
<p style="line-height:1.5">${say('email.unsubscribe.explain')}</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(value)}&amp;${LANGUAGE_PARAM}=${locale}">
<button type="submit" style="background:#be123c;color:#fff;border:0;border-radius:999px;padding:12px 24px;font-size:16px;min-height:44px">${say('email.unsubscribe.button')}</button>
</form>`,
      );
    });

    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = (request.query as { token?: unknown }).token;
      const wantsJson = request.headers.accept?.includes('application/json');
      // A mail app's one-click POST reads nothing; a program reads its own language, a person their page's.
      const locale = wantsJson ? callerLocale(request) : pageLocale(request);
      try {
        const stopped = render(locale, await request.services.notifications.unsubscribe(token));
        if (wantsJson) return { message: stopped };
        const heading = escapeHtml(translate(locale, 'email.unsubscribe.doneHeading'));
        return page(
          reply,
          locale,
          200,
          `<h1 style="font-size:22px;margin:0 0 12px">${heading}</h1><p style="line-height:1.5">${escapeHtml(stopped)}</p>`,
        );
      } catch (error) {
        if (!(error instanceof AppError) || wantsJson) throw error;
        const heading = escapeHtml(translate(locale, 'email.unsubscribe.failedHeading'));
        return page(
          reply,
          locale,
          error.status,
          `<h1 style="font-size:22px;margin:0 0 12px">${heading}</h1><p style="line-height:1.5">${escapeHtml(error.messageIn(locale))}</p>`,
        );
      }
    });
    done();
  });

  app.get('/api/auth/notifications', async (request, reply) => {
    const { user } = await actorOf(request);
    reply.header('cache-control', 'no-store');
    return { settings: settingsOf(user) };
  });

  app.patch('/api/auth/notifications', async (request) => {
    const { user } = await actorOf(request);
    return { settings: settingsOf(await request.services.notifications.update(user, request.body)) };
  });
}
