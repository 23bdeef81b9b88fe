const TONES: Record<string, string> = {
  ACTIVE: 'bg-emerald-100 text-emerald-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REPLIED: 'bg-emerald-100 text-emerald-900',
  SENT: 'bg-emerald-100 text-emerald-900',
  INACTIVE: 'bg-stone-200 text-stone-800',
  CLOSED: 'bg-stone-200 text-stone-800',
  KEPT: 'bg-stone-200 text-stone-800',
  READ: 'bg-stone-100 text-stone-800',
  LOW: 'bg-stone-100 text-stone-800',
  NORMAL: 'bg-sky-100 text-sky-900',
  NEW: 'bg-sky-100 text-sky-900',
  PENDING: 'bg-amber-100 text-amber-900',
  HIGH: 'bg-amber-100 text-amber-900',
  BLOCKED: 'bg-red-100 text-red-900',
  REJECTED: 'bg-red-100 text-red-900',
  FAILED: 'bg-red-100 text-red-900',
  DELETED: 'bg-red-100 text-red-900',
  URGENT: 'bg-red-100 text-red-900',
};

/**
 * A status or priority as a small coloured label (the word itself says it; colour only helps). `label`
 * says it in plain words where the value alone would not ('Waiting' for an email's PENDING).
 */
export function Badge({ value, label }: { value: string; label?: string }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[value] ?? 'bg-stone-100'}`}>
      {label ?? value}
    </span>
  );
}
