import { REVIEW_ACTIONS, type ReviewAction } from './reviewActions';
import { useT } from '../../../../i18n/useT';

const COLOURS: Record<ReviewAction, string> = {
  approve: 'bg-emerald-700 text-white hover:bg-emerald-800',
  reject: 'bg-red-600 text-white hover:bg-red-700',
  hide: 'bg-white text-stone-900 ring-1 ring-stone-300 hover:bg-stone-100',
};

type ReviewButtonProps = {
  action: ReviewAction;
  busy: boolean;
  onAct: (action: ReviewAction) => void;
  className: string;
  /** The accessible name when the button's words do not say which photo ('Approve cake.jpg'). */
  name?: string;
  /** Says the key that does it (the viewer), as a hint and to assistive technology. */
  withKey?: boolean;
};

/** Approve, Reject or Hide from guests, in the action's colour, for a card or the viewer. */
export function ReviewButton({ action, busy, onAct, className, name, withKey = false }: ReviewButtonProps) {
  const t = useT();
  const rule = REVIEW_ACTIONS[action];
  return (
    <button
      type="button"
      className={`${className} ${COLOURS[action]} aria-disabled:opacity-60`}
      // Not `disabled`: a disabled button drops the focus to <body>, and the viewer's keys stop working.
      aria-disabled={busy || undefined}
      aria-label={name}
      aria-keyshortcuts={withKey ? rule.key.toUpperCase() : undefined}
      onClick={busy ? undefined : () => onAct(action)}
    >
      {t(rule.label)}
      {withKey && (
        // A hint for keyboards only: the name stays 'Approve', the shortcut is told by aria-keyshortcuts.
        <kbd
          aria-hidden="true"
          className="ml-2 hidden rounded border border-current/40 px-1.5 font-sans text-xs sm:inline"
        >
          {rule.key.toUpperCase()}
        </kbd>
      )}
    </button>
  );
}
