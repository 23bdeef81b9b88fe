import type { ReactNode } from 'react';
import { pageTitle } from '../../../../common/brand';

type AuthCardProps = {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
};

/** The frame shared by the sign-in and sign-up pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-rose-50 to-stone-50 px-4 py-10 sm:items-center sm:py-16">
      <title>{pageTitle(title)}</title>
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-2xl font-semibold text-stone-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-sm text-stone-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <p className="mt-6 text-center text-sm text-stone-600">{footer}</p>
      </div>
    </div>
  );
}
