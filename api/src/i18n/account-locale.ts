import type { FastifyRequest } from 'fastify';
import { supportedLocale, type LoadableLocale } from '../../../common/i18n/locales.ts';
import { pageLocale } from './request-locale.ts';

/**
 * A signed-in person's language for what the server writes them (a CSV's headers, a ZIP's folder names):
 * their account's setting, else the page's (the switcher's cookie, then the browser's languages). A
 * download is a plain navigation, so the browser's own Accept-Language arrives, not the page's choice.
 */
export function accountLocale(request: FastifyRequest, user: { language: string | null }): LoadableLocale {
  return supportedLocale(user.language) ?? pageLocale(request);
}
