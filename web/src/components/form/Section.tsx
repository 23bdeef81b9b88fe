import type { ReactNode } from 'react';

/** A titled card of a long form (event details, location, privacy...). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 className="font-display text-xl font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}
