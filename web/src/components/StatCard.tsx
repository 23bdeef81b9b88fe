import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type Stat = {
  label: string;
  value: ReactNode;
  /** A line under the label ('3 active'). */
  detail?: ReactNode;
  /** The figure's colour class, when it carries a meaning (coming, not coming...). */
  valueClassName?: string;
  /** Where the card leads, when it is a way into the figure's list. */
  to?: string;
};

const cardClass = 'block h-full rounded-2xl border border-stone-200 bg-white p-4';

/** One figure and what it counts, as a card (event overview, photo counts, RSVP totals, admin totals). */
export function StatCard({ label, value, detail, valueClassName = 'text-stone-900', to }: Stat) {
  const content = (
    <>
      <span className={`block text-2xl font-semibold ${valueClassName}`}>{value}</span>
      <span className="block text-sm text-stone-600">{label}</span>
      {detail != null && <span className="mt-1 block text-xs text-stone-500">{detail}</span>}
    </>
  );
  return to ? (
    <Link to={to} className={`${cardClass} transition-colors hover:border-rose-300`}>
      {content}
    </Link>
  ) : (
    <div className={cardClass}>{content}</div>
  );
}

/** A list of stat cards; `className` sets the columns ('grid-cols-2 sm:grid-cols-4'). */
export function StatList({ stats, className, label }: { stats: readonly Stat[]; className: string; label?: string }) {
  return (
    <ul className={`grid gap-3 ${className}`} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <StatCard {...stat} />
        </li>
      ))}
    </ul>
  );
}
