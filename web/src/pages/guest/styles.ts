// Class names shared by the sections of the guest page.

/** A white section card. */
export const cardClass = 'rounded-3xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8';

/** A section's heading. */
export const headingClass = 'font-display text-2xl font-semibold text-stone-900';

/** A small round icon button (close, previous, next). */
export const iconButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900 disabled:cursor-not-allowed disabled:opacity-40';
