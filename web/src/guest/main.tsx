// The entry of the guest page /e/{slug} (web/guest.html): React and this page only; no Relay runtime
// (its queries go through api/graphqlClient), no router, no session, no host or admin code, so a
// phone at the venue loads little (budget: ARCHITECTURE.md, docs/decisions/011). The event's data
// comes inside the HTML, or starts loading before the first render (docs/decisions/039).
import { I18nProvider } from '@lingui/react';
import { lazy, startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { APP_NAME } from '../../../common/brand';
import { EventPage, guestRouteFromPath, loadEventPage } from '../pages/guest/EventPage';
import { UnavailableScreen } from '../pages/guest/StatusScreens';
import { ToastProvider } from '../components/Toast';
import { activateLocale, i18n, initialLocale, translate } from '../i18n/i18n';
import { T } from '../i18n/Trans';

// The venue-screen slideshow (/e/{slug}/live) loads its own code; phones at /e/{slug} never do.
const LiveSlideshow = lazy(() => import('../pages/guest/live/LiveSlideshow'));

const route = guestRouteFromPath(window.location.pathname);
const slug = route?.slug ?? null;
const initialQueryRef = slug ? loadEventPage(slug) : null;

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A transition: React builds the page in slices of about 5 ms instead of one task of a few hundred on a
// slow phone, so the browser keeps handling input, network answers and images in between
// (docs/decisions/039).
// The server wrote the reader's language into <html> (the switcher's cookie, the browser's languages,
// then the event's own; decision 058); its messages load alongside the event's data, and the page renders
// once both are in, so no English flashes first.
const root = createRoot(container);
void activateLocale(initialLocale(), ['guest']).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <ToastProvider>
            <div className="flex min-h-dvh flex-col">
              <main id="main" className="flex flex-1 flex-col">
                {slug && initialQueryRef ? (
                  <EventPage
                    slug={slug}
                    initialQueryRef={initialQueryRef}
                    view={route?.page === 'live' ? LiveSlideshow : undefined}
                  />
                ) : (
                  <UnavailableScreen message={translate('page.eventNotFound')} />
                )}
              </main>
              <footer className="border-t border-stone-200 bg-white px-4 py-6 text-center text-sm text-stone-600">
                <T
                  id="page.madeWith"
                  values={{ appName: APP_NAME }}
                  components={{ 0: <a href="/" className="text-link" /> }}
                />
              </footer>
            </div>
          </ToastProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  ),
);
