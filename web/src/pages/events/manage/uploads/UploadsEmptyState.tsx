import type { ReactNode } from 'react';

/** The list shows nothing: no photo yet, or none that matches the filters. */
export function UploadsEmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
      <h3 className="font-display text-xl font-semibold text-stone-900">{title}</h3>
      {children && <div className="mx-auto mt-2 max-w-md text-stone-600">{children}</div>}
    </div>
  );
}
