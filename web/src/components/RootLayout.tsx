import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useT } from '../i18n/useT';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageSpinner } from './Spinner';
import { ToastProvider } from './Toast';

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const t = useT();

  // Every route change starts at the top of the page (SPEC §2).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <ToastProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 text-sm font-semibold text-rose-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('nav.skipToContent')}
        </a>
        {navigation.state !== 'idle' && (
          <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-rose-500" />
        )}
        <Navbar />
        <main id="main" className="flex flex-1 flex-col">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </ToastProvider>
  );
}
