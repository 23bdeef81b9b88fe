import type { ReactNode } from 'react';
import type { PublicPath } from '../../../../common/public-pages';
import { activeLocale } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { usePublicPageTitle } from './publicTitle';

type InfoPageProps = {
  path: Exclude<PublicPath, '/'>;
  heading: string;
  intro: ReactNode;
  /** Legal pages say when they last changed: an ISO day, '2026-11-24'. */
  updated?: string;
  wide?: boolean;
  children: ReactNode;
};

/**
 * A document's day as a legal page states it: '24 November 2026' in English (day first, as the pages
 * have always written it), the reader's own way in other languages.
 */
function documentDay(isoDay: string): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  const locale = activeLocale();
  const date = new Date(`${isoDay}T00:00:00Z`);
  try {
    return new Intl.DateTimeFormat(locale.startsWith('en') ? 'en-GB' : locale, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(date);
  }
}

/** The frame of a public information page: its title (from the page list), one h1, an intro. */
export function InfoPage({ path, heading, intro, updated, wide, children }: InfoPageProps) {
  const t = useT();
  const title = usePublicPageTitle(path);
  return (
    <div className={`mx-auto w-full px-4 py-12 sm:px-6 sm:py-16 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <title>{title}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{heading}</h1>
      <div className="mt-3 max-w-2xl text-lg text-stone-600">{intro}</div>
      {updated && (
        <p className="mt-2 text-sm text-stone-500">{t('legal.lastUpdated', { date: documentDay(updated) })}</p>
      )}
      <div className="mt-10">{children}</div>
    </div>
  );
}

/** A numbered or titled part of a long page, readable on a phone. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 first:mt-0">
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-stone-700 [&_a]:text-rose-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}
