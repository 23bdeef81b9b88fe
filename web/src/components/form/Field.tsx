import { createContext, use, useEffect, useId, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';

type FieldContextValue = {
  id: string;
  /** The hint's and the error's ids, as the control's aria-describedby wants them. */
  describedBy: string | undefined;
  invalid: boolean;
};

const FieldContext = createContext<FieldContextValue | null>(null);

export type FieldProps = {
  label: ReactNode;
  /** A line under the control, read out with it by screen readers. */
  hint?: ReactNode;
  /** The field's problem, under the control; marks the control aria-invalid. */
  error?: string | null | undefined;
  /** Says '(optional)' after the label; required fields say nothing and carry `required`. */
  optional?: boolean;
  className?: string;
  /** The control's id, when the form needs to find it (to move the focus there); generated otherwise. */
  id?: string;
  /** The control (Input, TextArea, Select), and anything that belongs beside it. */
  children: ReactNode;
};

/**
 * A label, one control, its hint and its error: the control takes its id, aria-invalid and
 * aria-describedby from here, so no form can forget them.
 */
export function Field({ label, hint, error, optional = false, className, id: givenId, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const context = {
    id,
    describedBy: joinIds(hint ? hintId : undefined, error ? errorId : undefined),
    invalid: !!error,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {optional && <OptionalMark />}
      </label>
      <FieldContext value={context}>{children}</FieldContext>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * What a control inside a Field spreads on its element. `describedBy` adds ids of other lines about
 * the control (a preview, a live status) before the field's own hint and error. `control` names it
 * ('Input "slug"') in the development warning about a control outside any Field.
 */
export function useFieldControl(control: string, describedBy?: string) {
  const field = use(FieldContext);
  const outsideField = field === null;
  useEffect(() => {
    // Outside a Field the control renders with no id, label or error wiring, and nothing else says so.
    if (import.meta.env.DEV && outsideField) {
      console.error(`${control} is outside a Field: it has no label, id, hint or error. Wrap it in <Field>.`);
    }
  }, [control, outsideField]);
  return {
    id: field?.id,
    'aria-invalid': field?.invalid ? true : undefined,
    'aria-describedby': joinIds(describedBy, field?.describedBy),
  } as const;
}

/** After an optional field's label (decision 018), read out as part of its name. */
export function OptionalMark() {
  const t = useT();
  return <span className="font-normal text-stone-500"> {t('ui.optional')}</span>;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs text-stone-500">
      {children}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm text-rose-700">
      {error}
    </p>
  ) : null;
}

export function joinIds(...ids: (string | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
