import type { ChangeEvent, InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useFieldControl } from './Field';

type Owned = 'id' | 'onChange' | 'aria-invalid';
type ValueChange = { onValueChange: (value: string) => void };

/**
 * What every control of the kit sets: the Field's wiring, the kit's look, and a change handler by value.
 * `kind` and `name` name the control in the development warning about a control outside any Field.
 */
function useControl(
  kind: 'Input' | 'TextArea' | 'Select',
  name: string | undefined,
  {
    onValueChange,
    className,
    'aria-describedby': describedBy,
  }: ValueChange & { className?: string; 'aria-describedby'?: string },
) {
  return {
    ...useFieldControl(name ? `${kind} "${name}"` : kind, describedBy),
    // `className` adds to the kit's look (a width, say).
    className: className ? `field-input ${className}` : 'field-input',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onValueChange(event.target.value),
  };
}

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, Owned> & ValueChange;

/** A text-like input inside a Field. */
export function Input({ onValueChange, className, 'aria-describedby': describedBy, ...props }: InputProps) {
  const control = useControl('Input', props.name, { onValueChange, className, 'aria-describedby': describedBy });
  return <input {...props} {...control} />;
}

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Owned> & ValueChange;

export function TextArea({ onValueChange, className, 'aria-describedby': describedBy, ...props }: TextAreaProps) {
  const control = useControl('TextArea', props.name, { onValueChange, className, 'aria-describedby': describedBy });
  return <textarea rows={4} {...props} {...control} />;
}

export type SelectOption = { readonly value: string; readonly label: string };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, Owned | 'children' | 'value'> &
  ValueChange & {
    value: string;
    options: readonly SelectOption[];
    /** A first, empty choice ('Choose…', 'All'): the value '' stands for none. */
    placeholder?: string;
  };

export function Select({
  options,
  placeholder,
  onValueChange,
  className,
  'aria-describedby': describedBy,
  ...props
}: SelectProps) {
  const control = useControl('Select', props.name, { onValueChange, className, 'aria-describedby': describedBy });
  return (
    <select {...props} {...control}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
