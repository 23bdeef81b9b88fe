import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { APP_NAME } from '../../../common/brand';
import { paths } from '../../../common/paths';
import { clearSession } from '../session/SessionStore';
import { useLogoutMutation } from '../session/LogoutMutation';
import { useSession } from '../session/useSession';
import type { MessageId } from '../i18n/i18n';
import { useT } from '../i18n/useT';
import { Icon } from './icons';

type NavItem = { to: string; label: MessageId };

const alwaysItems: NavItem[] = [
  { to: paths.blog.href(), label: 'nav.blog' },
  { to: paths.pricing.href(), label: 'nav.pricing' },
  { to: paths.contact.href(), label: 'nav.contact' },
];

function desktopLinkClass({ isActive }: { isActive: boolean }) {
  return `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-rose-50 text-rose-700' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
  }`;
}

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return `block rounded-lg px-3 py-3 text-base font-medium ${
    isActive ? 'bg-rose-50 text-rose-700' : 'text-stone-700 hover:bg-stone-100'
  }`;
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <Icon className="size-6" strokeWidth={2}>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </Icon>
  );
}

export function Navbar() {
  const t = useT();
  const session = useSession();
  const viewer = session.viewer;
  const location = useLocation();
  const navigate = useNavigate();
  const [logout, isSigningOut] = useLogoutMutation();
  const menuId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The menu belongs to the location it was opened on, so any route change closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setMenuOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  // Signing out clears the viewer only once the home page has rendered: route changes render as a
  // transition, while the session store updates at once, so clearing earlier let the guard of the page
  // being left redirect to /login first.
  const clearOnArrival = useRef(false);
  useEffect(() => {
    if (!clearOnArrival.current) return;
    clearOnArrival.current = false;
    clearSession();
  }, [location.key]);

  const signOut = async () => {
    setMenuOpenAt(null);
    await logout();
    clearOnArrival.current = true;
    try {
      await navigate(paths.home.href());
    } catch {
      clearOnArrival.current = false;
      clearSession();
    }
  };

  const items: NavItem[] = [...alwaysItems];
  if (viewer) {
    items.push({ to: paths.dashboard.href(), label: 'nav.dashboard' });
    // Account settings (name, email, password, notifications, your data), and the developer tools.
    items.push({ to: paths.account.href(), label: 'nav.account' });
    if (viewer.isAdmin) items.push({ to: paths.admin.href(), label: 'nav.admin' });
  }

  const signOutButton = (className: string) => (
    <button type="button" className={className} disabled={isSigningOut} onClick={() => void signOut()}>
      {t('nav.signOut')}
    </button>
  );

  // While the session loads, render neither set of account links so they do not flicker.
  const accountLinks = (mobile: boolean) => {
    if (session.status === 'loading') return null;
    if (viewer) return signOutButton(mobile ? 'btn-secondary w-full' : 'btn-secondary min-h-9 px-4 py-1.5');
    return (
      <>
        <Link
          to={paths.login.href()}
          className={
            mobile
              ? 'btn-secondary w-full'
              : 'rounded-full px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100'
          }
        >
          {t('nav.signIn')}
        </Link>
        <Link to={paths.signup.href()} className={mobile ? 'btn-primary w-full' : 'btn-primary min-h-9 px-4 py-1.5'}>
          {t('nav.getStarted')}
        </Link>
      </>
    );
  };

  return (
    <>
      <header className="sticky top-0 print:hidden z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
        <nav
          aria-label={t('nav.main')}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
        >
          <Link
            to={paths.home.href()}
            className="flex items-center gap-2 font-display text-lg font-semibold text-stone-900"
          >
            <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
            {APP_NAME}
          </Link>

          <div className="hidden items-center gap-1 md:flex">
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} className={desktopLinkClass}>
                {t(item.label)}
              </NavLink>
            ))}
            <span className="mx-2 h-6 w-px bg-stone-200" aria-hidden="true" />
            <div className="flex items-center gap-2">{accountLinks(false)}</div>
          </div>

          <button
            ref={toggleRef}
            type="button"
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden"
            aria-label={t('nav.toggleMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </nav>
      </header>

      {/* Outside <header>: its backdrop-filter would make it the containing block of fixed children. */}
      {menuOpen && (
        <div className="md:hidden">
          <div className="fixed inset-0 top-16 z-40 animate-fade-in bg-stone-900/30" aria-hidden="true" />
          <div
            ref={panelRef}
            id={menuId}
            className="fixed top-16 right-0 bottom-0 z-50 flex w-full max-w-xs animate-slide-in flex-col overflow-y-auto border-l border-stone-200 bg-white p-4 shadow-xl motion-reduce:animate-none"
          >
            <nav aria-label={t('nav.mobile')}>
              <ul className="space-y-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={mobileLinkClass}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-6 flex flex-col gap-3 border-t border-stone-200 pt-6">{accountLinks(true)}</div>
          </div>
        </div>
      )}
    </>
  );
}
