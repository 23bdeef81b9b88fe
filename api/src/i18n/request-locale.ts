// The language of whoever made a request (decision 058).
import type { FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  acceptedLanguages,
  chosenLocale,
  preferredLocale,
  resolveLocale,
  supportedLocale,
  type LoadableLocale,
  type Locale,
} from '../../../common/i18n/locales.ts';

function chosenByLinkOrCookie(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const fromLink = query?.[LANGUAGE_PARAM];
  if (typeof fromLink === 'string' && chosenLocale(fromLink)) return fromLink;
  return request.cookies?.[LANGUAGE_COOKIE] ?? null;
}

/**
 * A page's language (the guest page's <html lang>, its link preview): a `?lang=` link or the switcher's
 * cookie, then the browser's languages, then the page's own (`fallback`: a guest page's event language).
 */
export function pageLocale(request: FastifyRequest, fallback?: string | null): LoadableLocale {
  return resolveLocale({
    chosen: chosenByLinkOrCookie(request),
    browser: acceptedLanguages(request.headers['accept-language']),
    fallback,
  });
}

/**
 * The language of an API answer's messages (errors, refusals): the caller's Accept-Language first, since
 * the web app sends the language its page shows and integrators send theirs; then the reader's cookie.
 */
export function callerLocale(request: FastifyRequest): LoadableLocale {
  return callerLocaleOf(request.headers['accept-language'], request.cookies?.[LANGUAGE_COOKIE]);
}

/**
 * The language a request says its page shows, to keep with what it sends (a guest's RSVP, for the mails
 * it asks for): callerLocale's order (the web app's Accept-Language is its page's language, then the
 * reader's cookie), but null when neither names a language we speak, so the reader's event decides later,
 * and never the pseudo-locale (a developer's, not a reader's).
 */
export function statedLocale(request: FastifyRequest): Locale | null {
  return (
    preferredLocale(acceptedLanguages(request.headers['accept-language'])) ??
    supportedLocale(request.cookies?.[LANGUAGE_COOKIE])
  );
}

/**
 * The languages of one GraphQL operation over a WebSocket (graphql-ws). A page cannot set a WebSocket's
 * headers, so the upgrade's Accept-Language is the browser's own list, not the page's language: the web
 * app names its page's language with each operation instead (`extensions.acceptLanguage`, read as an
 * Accept-Language header), as it sends it with each HTTP request; an operation that names none takes
 * the reader's `lang` cookie first, then the upgrade's Accept-Language (a page's order: pageLocale).
 * `locale` words the answer's messages; `stated` is statedLocale's rule on the same (null when nothing
 * names a language we speak).
 */
export function socketOperationLocales(input: {
  operation: unknown;
  acceptLanguage: string | string[] | undefined;
  cookie: string | undefined;
}): { locale: LoadableLocale; stated: Locale | null } {
  const named = typeof input.operation === 'string' ? input.operation.slice(0, 256).trim() : null;
  const header = Array.isArray(input.acceptLanguage) ? input.acceptLanguage.join(',') : input.acceptLanguage;
  const operationLocale = chosenLocale(named) ?? preferredLocale(acceptedLanguages(named));
  return {
    locale: operationLocale ?? resolveLocale({ chosen: input.cookie, browser: acceptedLanguages(header) }),
    stated:
      preferredLocale(acceptedLanguages(named)) ??
      supportedLocale(input.cookie) ??
      preferredLocale(acceptedLanguages(header)),
  };
}

/**
 * callerLocale's rule on bare headers, where no Fastify request is at hand (@tus/server's hooks):
 * `cookie` is the `lang` cookie's value, or a whole Cookie header to find it in.
 */
export function callerLocaleOf(
  acceptLanguage: string | string[] | undefined | null,
  cookie: string | undefined | null,
): LoadableLocale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  const exact = chosenLocale(typeof header === 'string' ? header.trim() : null);
  return resolveLocale({
    chosen: exact ?? null,
    browser: acceptedLanguages(header),
    fallback: cookie?.includes('=') ? languageCookieIn(cookie) : (cookie ?? null),
  });
}

/** The `lang` cookie's value in a Cookie header. */
function languageCookieIn(header: string): string | null {
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    // Language tags need no decoding: a value that would is no language we speak anyway.
    if (name === LANGUAGE_COOKIE && value) return value;
  }
  return null;
}
