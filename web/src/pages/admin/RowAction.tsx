type RowActionProps = {
  label: string;
  /** What the action is about (a name, a subject), for screen readers: 'Block Derya Aksoy'. */
  subject: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  className?: string;
};

/** A small button on a row or card of an admin list. */
export function RowAction({ label, subject, onClick, danger = false, disabled, className }: RowActionProps) {
  const classes = ['btn-secondary px-3 py-1.5', danger && 'text-red-700', className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} disabled={disabled} onClick={onClick}>
      {label}
      <span className="sr-only"> {subject}</span>
    </button>
  );
}
