// The public pages: their path, document title, meta description and module, in one place. The web
// app sets the title in <title> and the server writes title and description into the HTML it sends
// (crawlers and link previews run no scripts), both in the page's language, with a preload of the page's
// own chunk; the sitemap lists these paths. Pure data: the server imports it too.
import type { AppMessages } from './i18n/messages/app/index.ts';

/** The app namespace's messages that name and describe the public pages (part `pages`). */
type PageMessageId = Extract<keyof AppMessages, `pages.${string}`>;

export interface PublicPage {
  path: string;
  /** The message of the page's own part of the document title ("{title} | Wedding Photos"); null on the landing page. */
  titleId: PageMessageId | null;
  /** The message of its meta description, which link previews show. */
  descriptionId: PageMessageId;
  /**
   * The page's module under web/src, as the router lazily imports it: the server has the browser fetch
   * its chunk with the HTML instead of after the app's scripts run (docs/decisions/021).
   */
  module: string;
}

export const PUBLIC_PAGES = [
  {
    path: '/',
    module: 'pages/landing/LandingPage',
    titleId: null,
    descriptionId: 'pages.landingDescription',
  },
  {
    path: '/features',
    module: 'pages/info/FeaturesPage',
    titleId: 'pages.features',
    descriptionId: 'pages.featuresDescription',
  },
  {
    path: '/pricing',
    module: 'pages/info/PricingPage',
    titleId: 'pages.pricing',
    descriptionId: 'pages.pricingDescription',
  },
  {
    path: '/security',
    module: 'pages/info/SecurityPage',
    titleId: 'pages.security',
    descriptionId: 'pages.securityDescription',
  },
  {
    path: '/changelog',
    module: 'pages/info/ChangelogPage',
    titleId: 'pages.changelog',
    descriptionId: 'pages.changelogDescription',
  },
  {
    path: '/docs',
    module: 'pages/info/DocsPage',
    titleId: 'pages.docs',
    descriptionId: 'pages.docsDescription',
  },
  {
    path: '/help',
    module: 'pages/info/HelpPage',
    titleId: 'pages.help',
    descriptionId: 'pages.helpDescription',
  },
  {
    path: '/blog',
    module: 'pages/info/BlogPage',
    titleId: 'pages.blog',
    descriptionId: 'pages.blogDescription',
  },
  {
    path: '/contact',
    module: 'pages/info/ContactPage',
    titleId: 'pages.contact',
    descriptionId: 'pages.contactDescription',
  },
  {
    path: '/contact-sales',
    module: 'pages/info/ContactSalesPage',
    titleId: 'pages.contactSales',
    descriptionId: 'pages.contactSalesDescription',
  },
  {
    path: '/status',
    module: 'pages/info/StatusPage',
    titleId: 'pages.status',
    descriptionId: 'pages.statusDescription',
  },
  {
    path: '/terms',
    module: 'pages/info/TermsPage',
    titleId: 'pages.terms',
    descriptionId: 'pages.termsDescription',
  },
  {
    path: '/privacy',
    module: 'pages/info/PrivacyPage',
    titleId: 'pages.privacy',
    descriptionId: 'pages.privacyDescription',
  },
  {
    path: '/cookies',
    module: 'pages/info/CookiesPage',
    titleId: 'pages.cookies',
    descriptionId: 'pages.cookiesDescription',
  },
  {
    path: '/licenses',
    module: 'pages/info/LicensesPage',
    titleId: 'pages.licenses',
    descriptionId: 'pages.licensesDescription',
  },
] as const satisfies readonly PublicPage[];

export type PublicPath = (typeof PUBLIC_PAGES)[number]['path'];

export function publicPage(path: PublicPath): PublicPage {
  return PUBLIC_PAGES.find((page) => page.path === path)!;
}
