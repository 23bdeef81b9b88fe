// The entry of the guest page /e/{slug} (web/guest.html): React and this page only; no Relay runtime
// (its queries go through api/graphqlClient), no router, no session, no host or admin code, so a
// phone at the venue loads little (budget: ARCHITECTURE.md, docs/decisions/011). The event's data
// comes inside the HTML, or starts loading before the first render (docs/decisions/039).
import { lazy, startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { APP_NAME } from '../../../common/brand';
import { EventPage, guestRouteFromPath, loadEventPage } from '../pages/guest/EventPage';
import { UnavailableScreen } from '../pages/guest/StatusScreens';
import { ToastProvider } from '../components/Toast';

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
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
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
              <UnavailableScreen message="Event not found" />
            )}
          </main>
          <footer className="border-t border-stone-200 bg-white px-4 py-6 text-center text-sm text-stone-600">
            Made with love on{' '}
            <a href="/" className="text-link">
              {APP_NAME}
            </a>
          </footer>
        </div>
      </ToastProvider>
    </StrictMode>,
  ),
);
