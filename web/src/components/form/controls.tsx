import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useFieldControl } from './Field';

type Owned = 'id' | 'onChange' | 'aria-invalid';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, Owned> & {
  onValueChange: (value: string) => void;
};

/** A text-like input inside a Field. `className` adds to the kit's look (a width, say). */
export function Input({ onValueChange, className, 'aria-describedby': describedBy, ...props }: InputProps) {
  const control = useFieldControl(describedBy);
  return (
    <input
      {...props}
      {...control}
      className={className ? `field-input ${className}` : 'field-input'}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Owned> & {
  onValueChange: (value: string) => void;
};

export function TextArea({
  onValueChange,
  className,
  rows = 4,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
  const control = useFieldControl(describedBy);
  return (
    <textarea
      rows={rows}
      {...props}
      {...control}
      className={className ? `field-input ${className}` : 'field-input'}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}

export type SelectOption = { readonly value: string; readonly label: string };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, Owned | 'children' | 'value'> & {
  value: string;
  options: readonly SelectOption[];
  /** A first, empty choice ('Choose…', 'All'): the value '' stands for none. */
  placeholder?: string;
  onValueChange: (value: string) => void;
};

export function Select({
  options,
  placeholder,
  onValueChange,
  className,
  'aria-describedby': describedBy,
  ...props
}: SelectProps) {
  const control = useFieldControl(describedBy);
  return (
    <select
      {...props}
      {...control}
      className={className ? `field-input ${className}` : 'field-input'}
      onChange={(event) => onValueChange(event.target.value)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
