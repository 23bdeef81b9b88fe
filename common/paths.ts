// Every route of the web app, in one place: `path` is the router pattern, `href` builds a link.

const plans = ['premium', 'professional', 'enterprise'] as const;
export type SalesPlan = (typeof plans)[number];

/** Unknown or missing plans fall back to enterprise (SPEC §2, contact sales). */
export function parseSalesPlan(value: string | null): SalesPlan {
  return plans.find((plan) => plan === value?.toLowerCase()) ?? 'enterprise';
}

function staticPath<P extends string>(path: P) {
  return { path, href: () => path } as const;
}

export const paths = {
  home: staticPath('/'),
  login: staticPath('/login'),
  signup: staticPath('/signup'),
  /** "Forgot password?": asks for the address a reset link goes to (decision 054). */
  forgotPassword: staticPath('/forgot-password'),
  /** Where a mailed reset link lands: `/reset-password?token=…`. */
  resetPassword: {
    path: '/reset-password',
    href: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  /** Where a mailed verification link lands: `/verify-email?token=…`. */
  verifyEmail: {
    path: '/verify-email',
    href: (token: string) => `/verify-email?token=${encodeURIComponent(token)}`,
  },

  dashboard: staticPath('/dashboard'),
  /**
   * Account settings (issue 32): name, email, password, notifications, the data download and deleting the
   * account; the developer tools (API tokens, webhooks) are its other tabs, not on the dashboard (issue 36).
   */
  account: staticPath('/account'),
  /** The settings page's "Your data" section, where a prepared download waits (its email links here). */
  accountYourData: { path: '/account', href: () => '/account#your-data' },
  /** The account's webhooks (decision 026). */
  accountWebhooks: staticPath('/account/webhooks'),
  /** Where the webhooks were until issue 36: redirects, so saved links keep working. */
  legacyAccountWebhooks: staticPath('/dashboard/webhooks'),
  createEvent: staticPath('/create-event'),
  manageEvent: {
    path: '/dashboard/events/:id',
    href: (id: string | number) => `/dashboard/events/${encodeURIComponent(String(id))}`,
  },
  eventTableCard: {
    path: '/dashboard/events/:id/table-card',
    href: (id: string | number) => `/dashboard/events/${encodeURIComponent(String(id))}/table-card`,
  },
  /** One card per table, each on its own printed page (table passes, decision 046). */
  eventTableCards: {
    path: '/dashboard/events/:id/table-cards',
    href: (id: string | number) => `/dashboard/events/${encodeURIComponent(String(id))}/table-cards`,
  },
  apiTokens: staticPath('/account/api-tokens'),
  /** Where the API tokens were until issue 36: redirects. */
  legacyApiTokens: staticPath('/dashboard/api-tokens'),
  admin: staticPath('/wbadmin'),

  guestEvent: {
    path: '/e/:slug',
    href: (slug: string) => `/e/${encodeURIComponent(slug)}`,
  },

  blog: staticPath('/blog'),
  status: staticPath('/status'),
  features: staticPath('/features'),
  pricing: staticPath('/pricing'),
  security: staticPath('/security'),
  changelog: staticPath('/changelog'),
  docs: staticPath('/docs'),
  help: staticPath('/help'),
  contact: staticPath('/contact'),
  contactSales: {
    path: '/contact-sales',
    href: (plan?: SalesPlan) => (plan ? `/contact-sales?plan=${plan}` : '/contact-sales'),
  },
  terms: staticPath('/terms'),
  privacy: staticPath('/privacy'),
  cookies: staticPath('/cookies'),
  licenses: staticPath('/licenses'),
} as const;
