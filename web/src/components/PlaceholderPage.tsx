import type { ReactNode } from 'react';
import { pageTitle } from '../brand';

type PlaceholderPageProps = {
  title: string;
  description: string;
  children?: ReactNode;
};

/** A page whose content is still to come: a heading and one line of text. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{pageTitle(title)}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-base text-stone-600">{description}</p>
      {children}
    </section>
  );
}
