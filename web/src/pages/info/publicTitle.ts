// The public pages' document titles in the reader's language. The English ones are common/public-pages.ts's
// (the server writes those into the HTML it sends); this table names each one's message (app part `pages`).
import { pageTitle } from '../../../../common/brand';
import type { PublicPath } from '../../../../common/public-pages';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

const TITLES: Record<Exclude<PublicPath, '/'>, MessageId> = {
  '/features': 'pages.features',
  '/pricing': 'pages.pricing',
  '/security': 'pages.security',
  '/changelog': 'pages.changelog',
  '/docs': 'pages.docs',
  '/help': 'pages.help',
  '/blog': 'pages.blog',
  '/contact': 'pages.contact',
  '/contact-sales': 'pages.contactSales',
  '/status': 'pages.status',
  '/terms': 'pages.terms',
  '/privacy': 'pages.privacy',
  '/cookies': 'pages.cookies',
  '/licenses': 'pages.licenses',
};

/** '{title} | Wedding Photos' for a public page, its title in the active language. */
export function usePublicPageTitle(path: Exclude<PublicPath, '/'>): string {
  const t = useT();
  return pageTitle(t(TITLES[path]));
}
