import type { ComponentType, ReactNode } from 'react';
import { Field } from './Field';
import { Input, Select, TextArea } from './controls';

type FieldOwnProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  optional?: boolean;
};

/** The common case in one element: a Field holding a single control, the control's props passed through. */
function fieldOf<P extends object>(Control: ComponentType<P>) {
  return function SingleControlField({ label, hint, error, optional, ...controlProps }: P & FieldOwnProps) {
    return (
      <Field label={label} hint={hint} error={error} optional={optional}>
        <Control {...(controlProps as P)} />
      </Field>
    );
  };
}

export const TextField = fieldOf(Input);
export const TextAreaField = fieldOf(TextArea);
export const SelectField = fieldOf(Select);
