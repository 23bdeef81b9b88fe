import type { ReactNode } from 'react';
import { Field } from './Field';
import { Input, type InputProps } from './controls';

type TextFieldProps = InputProps & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  optional?: boolean;
};

/** The common case in one element: a Field holding a single Input. */
export function TextField({ label, hint, error, optional, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      <Input {...inputProps} />
    </Field>
  );
}
