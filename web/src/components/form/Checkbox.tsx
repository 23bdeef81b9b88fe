import { useId, type ReactNode } from 'react';
import { FieldError, OptionalMark, joinIds } from './Field';

type CheckboxProps = {
  label: ReactNode;
  /** A line under the label, read out with the box. */
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Says '(optional)' after the label, as optional fields do (decision 018). */
  optional?: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  className?: string;
};

/** A box with its label beside it (a tap on either toggles it), a hint under the label, and its error. */
export function Checkbox({
  label,
  hint,
  error,
  optional = false,
  checked,
  onCheckedChange,
  name,
  disabled,
  className,
}: CheckboxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded border-stone-300 accent-rose-600"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(hint ? hintId : undefined, error ? errorId : undefined)}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-stone-700">
            {label}
            {optional && <OptionalMark />}
          </label>
          {hint && (
            <p id={hintId} className="text-xs text-stone-500">
              {hint}
            </p>
          )}
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
