// The public pages' document titles in the reader's language: common/public-pages.ts names each one's
// message (app part `pages`), which the server also writes into the HTML it sends.
import { pageTitle } from '../../../../common/brand';
import { publicPage, type PublicPath } from '../../../../common/public-pages';
import { useT } from '../../i18n/useT';

/** '{title} | Wedding Photos' for a public page, its title in the active language. */
export function usePublicPageTitle(path: Exclude<PublicPath, '/'>): string {
  const t = useT();
  const { titleId } = publicPage(path);
  return pageTitle(titleId ? t(titleId) : undefined);
}
