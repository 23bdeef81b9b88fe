type RowActionProps = {
  label: string;
  /**
   * The action with what it is about, for screen readers: 'Block Derya Aksoy' (one message, as each
   * language orders the verb and the name).
   */
  name: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  className?: string;
};

/** A small button on a row or card of an admin list. */
export function RowAction({ label, name, onClick, danger = false, disabled, className }: RowActionProps) {
  const classes = ['btn-secondary px-3 py-1.5', danger && 'text-red-700', className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-label={name} disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}
