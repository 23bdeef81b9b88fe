import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'> & {
  label: string;
  /** A line under the input, read out with it by screen readers. */
  hint?: string;
  onValueChange: (value: string) => void;
};

/** A labelled text input: every form field of the app, so labels and hints are never forgotten. */
export function TextField({ label, hint, onValueChange, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        aria-describedby={hintId}
        className="field-input"
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-stone-500">
          {hint}
        </p>
      )}
    </div>
  );
}
