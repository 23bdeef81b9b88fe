import type { ReactNode } from 'react';
import { pageTitle } from '../../../../common/brand';
import { publicPage, type PublicPath } from '../../../../common/public-pages';

type InfoPageProps = {
  path: PublicPath;
  heading: string;
  intro: ReactNode;
  /** Legal pages say when they last changed. */
  updated?: string;
  wide?: boolean;
  children: ReactNode;
};

/** The frame of a public information page: its title (from the page list), one h1, an intro. */
export function InfoPage({ path, heading, intro, updated, wide, children }: InfoPageProps) {
  return (
    <div className={`mx-auto w-full px-4 py-12 sm:px-6 sm:py-16 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <title>{pageTitle(publicPage(path).title ?? undefined)}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{heading}</h1>
      <div className="mt-3 max-w-2xl text-lg text-stone-600">{intro}</div>
      {updated && <p className="mt-2 text-sm text-stone-500">Last updated {updated}</p>}
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
