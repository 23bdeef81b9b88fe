import { countdown, type CountdownTone } from './countdown';

const toneClasses: Record<CountdownTone, string> = {
  past: 'bg-stone-100 text-stone-700 ring-stone-300',
  today: 'bg-rose-600 text-white ring-rose-700',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300',
};

type CountdownBadgeProps = {
  /** The event's ISO date-time. */
  dateTime: string;
  /** The event's IANA zone: days count on the calendar of its place. */
  timeZone: string;
  now: Date;
  className?: string;
};

/** 'Past Event', 'Today!' or 'N days left', coloured by how soon (SPEC §4). */
export function CountdownBadge({ dateTime, timeZone, now, className = '' }: CountdownBadgeProps) {
  const { label, tone } = countdown(new Date(dateTime), now, timeZone);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ring-1 ${toneClasses[tone]} ${className}`}
    >
      {label}
    </span>
  );
}
