// The public pages: their path, document title, meta description and module, in one place. The web
// app sets them in <title> and the server writes them into the HTML it sends (crawlers and link
// previews run no scripts), with a preload of the page's own chunk; the sitemap lists these paths.
// Pure data: the server imports it too.

export interface PublicPage {
  path: string;
  /** The page's own part of the document title ("{title} | Wedding Photos"); null on the landing page. */
  title: string | null;
  description: string;
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
    title: null,
    description:
      'A wedding page with a link and an optional PIN: guests RSVP and share their photos from their phones, no app or account; you approve what everyone sees, live.',
  },
  {
    path: '/features',
    module: 'pages/info/FeaturesPage',
    title: 'Features',
    description:
      'Live gallery, venue slideshow, PIN-protected pages, printable QR table cards, photo moderation and one-click ZIP downloads.',
  },
  {
    path: '/pricing',
    module: 'pages/info/PricingPage',
    title: 'Pricing',
    description:
      'Start free with one event and 500 photos. Premium is $19 a month for 5 events, Professional $49 a month for unlimited events.',
  },
  {
    path: '/security',
    module: 'pages/info/SecurityPage',
    title: 'Security',
    description:
      'How we keep private photos private: PIN limits, location data stripped from guest copies, signed upload links and argon2id passwords.',
  },
  {
    path: '/changelog',
    module: 'pages/info/ChangelogPage',
    title: 'Changelog',
    description: 'What changed in each release of Wedding Photos.',
  },
  {
    path: '/docs',
    module: 'pages/info/DocsPage',
    title: 'Documentation',
    description: 'Guides for hosts and the full REST and GraphQL API reference, generated from the running code.',
  },
  {
    path: '/help',
    module: 'pages/info/HelpPage',
    title: 'Help Center',
    description: 'Answers about creating events, guest uploads, RSVPs, PINs, moderation and downloads.',
  },
  {
    path: '/blog',
    module: 'pages/info/BlogPage',
    title: 'Blog',
    description: 'Planning, photography and etiquette notes for couples who want every guest photo in one place.',
  },
  {
    path: '/contact',
    module: 'pages/info/ContactPage',
    title: 'Contact',
    description: 'Write to support: we answer within 24 hours.',
  },
  {
    path: '/contact-sales',
    module: 'pages/info/ContactSalesPage',
    title: 'Contact Sales',
    description: 'Plans for photographers and planners who run many events: tell us what you need.',
  },
  {
    path: '/status',
    module: 'pages/info/StatusPage',
    title: 'System Status',
    description: 'Live health of the service: whether the API and its database answer, and how fast from your browser.',
  },
  {
    path: '/terms',
    module: 'pages/info/TermsPage',
    title: 'Terms of Service',
    description: 'The terms for using Wedding Photos as a host or a guest.',
  },
  {
    path: '/privacy',
    module: 'pages/info/PrivacyPage',
    title: 'Privacy Policy',
    description: 'What we store about hosts and guests, why, for how long, and how to have it deleted.',
  },
  {
    path: '/cookies',
    module: 'pages/info/CookiesPage',
    title: 'Cookie Policy',
    description: 'Every cookie Wedding Photos sets, what it is for and how long it lasts.',
  },
  {
    path: '/licenses',
    module: 'pages/info/LicensesPage',
    title: 'Open Source Licenses',
    description: 'The open source software Wedding Photos is built with, and its licenses.',
  },
] as const satisfies readonly PublicPage[];

export type PublicPath = (typeof PUBLIC_PAGES)[number]['path'];

export function publicPage(path: PublicPath): PublicPage {
  return PUBLIC_PAGES.find((page) => page.path === path)!;
}
