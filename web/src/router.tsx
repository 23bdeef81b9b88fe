import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './components/RequireAuth';
import { RootLayout } from './components/RootLayout';
import { RouteErrorPage } from './components/RouteErrorPage';
import { PageSpinner } from './components/Spinner';
import { paths } from '../../common/paths';

// Every page is its own lazily loaded module (exporting `Component` and maybe `loader`), so the
// guest page at /e/:slug never pulls host or admin code.
const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, lazy: () => import('./pages/landing/LandingPage') },

      // Pages that use Relay sit under its provider, loaded with the first of them: the public pages
      // load neither the Relay runtime nor the host app (docs/decisions/021).
      {
        lazy: () => import('./relay/RelayLayout'),
        children: [
          { path: paths.login.path, lazy: () => import('./pages/auth/LoginPage') },
          { path: paths.signup.path, lazy: () => import('./pages/auth/SignupPage') },
          // Mailed links (decision 054): they work signed out.
          { path: paths.forgotPassword.path, lazy: () => import('./pages/auth/ForgotPasswordPage') },
          { path: paths.resetPassword.path, lazy: () => import('./pages/auth/ResetPasswordPage') },
          { path: paths.verifyEmail.path, lazy: () => import('./pages/auth/VerifyEmailPage') },
          {
            Component: RequireAuth,
            children: [
              { path: paths.dashboard.path, lazy: () => import('./pages/dashboard/DashboardPage') },
              // Account settings (issue 32), then its developer tools (API tokens; webhooks, decision 026).
              // The tools' old addresses under /dashboard redirect, so bookmarks and docs keep working.
              { path: paths.account.path, lazy: () => import('./pages/account/AccountSettingsPage') },
              { path: paths.accountWebhooks.path, lazy: () => import('./pages/webhooks/AccountWebhooksPage') },
              { path: paths.apiTokens.path, lazy: () => import('./pages/account/ApiTokensPage') },
              {
                path: paths.legacyAccountWebhooks.path,
                element: <Navigate to={paths.accountWebhooks.href()} replace />,
              },
              { path: paths.legacyApiTokens.path, element: <Navigate to={paths.apiTokens.href()} replace /> },
              { path: paths.createEvent.path, lazy: () => import('./pages/events/CreateEventPage') },
              { path: paths.manageEvent.path, lazy: () => import('./pages/events/ManageEventPage') },
              { path: paths.eventTableCard.path, lazy: () => import('./pages/events/TableCardPage') },
              { path: paths.eventTableCards.path, lazy: () => import('./pages/events/TableCardsPage') },
            ],
          },
          {
            element: <RequireAuth admin />,
            children: [{ path: paths.admin.path, lazy: () => import('./pages/admin/AdminPage') }],
          },
          { path: paths.contact.path, lazy: () => import('./pages/info/ContactPage') },
          { path: paths.contactSales.path, lazy: () => import('./pages/info/ContactSalesPage') },
        ],
      },

      { path: paths.guestEvent.path, lazy: () => import('./pages/guest/GuestEventPage') },

      { path: paths.blog.path, lazy: () => import('./pages/info/BlogPage') },
      { path: paths.status.path, lazy: () => import('./pages/info/StatusPage') },
      { path: paths.features.path, lazy: () => import('./pages/info/FeaturesPage') },
      { path: paths.pricing.path, lazy: () => import('./pages/info/PricingPage') },
      { path: paths.security.path, lazy: () => import('./pages/info/SecurityPage') },
      { path: paths.changelog.path, lazy: () => import('./pages/info/ChangelogPage') },
      { path: paths.docs.path, lazy: () => import('./pages/info/DocsPage') },
      { path: paths.help.path, lazy: () => import('./pages/info/HelpPage') },
      { path: paths.terms.path, lazy: () => import('./pages/info/TermsPage') },
      { path: paths.privacy.path, lazy: () => import('./pages/info/PrivacyPage') },
      { path: paths.cookies.path, lazy: () => import('./pages/info/CookiesPage') },
      { path: paths.licenses.path, lazy: () => import('./pages/info/LicensesPage') },

      { path: '*', lazy: () => import('./pages/errors/NotFoundPage') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
