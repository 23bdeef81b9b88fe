// The language of whoever made a request (decision 058).
import type { FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  acceptedLanguages,
  chosenLocale,
  resolveLocale,
  type LoadableLocale,
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
  const header = request.headers['accept-language'];
  const exact = chosenLocale(typeof header === 'string' ? header.trim() : null);
  return resolveLocale({
    chosen: exact ?? null,
    browser: acceptedLanguages(header),
    fallback: request.cookies?.[LANGUAGE_COOKIE] ?? null,
  });
}
