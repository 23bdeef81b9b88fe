import { useEffect, useRef, useState } from 'react';
import type { MapPickerValue } from '../../../components/MapPicker';
import type { FieldErrors } from '../../../components/form/fieldErrors';
import { validateEventFields, type EventFormValues } from './eventFormRules';

/**
 * The state of an event form (Create event, the Settings tab): values, their errors, and the checks
 * both forms make. `extraChecks` adds a form's own rules (the new event's link).
 */
export function useEventForm<V extends EventFormValues>(
  initialValues: V | (() => V),
  extraChecks?: (values: V) => FieldErrors<V>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [focusRequest, setFocusRequest] = useState(0);

  // After a refused submit, the first field with a problem takes the focus (the map's fields included).
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Sets one field, and drops its error: the person is fixing it. */
  const update: Update<V> & Update<EventFormValues> = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current as Record<string, string>;
      return rest as FieldErrors<V>;
    });
  };

  /** The map picked a point (and perhaps an address from its search). */
  const onMapChange = (value: MapPickerValue) => {
    setValues((current) => ({
      ...current,
      latitude: value.latitude,
      longitude: value.longitude,
      address: value.address ?? current.address,
    }));
    setErrors((current) => {
      const { latitude: _latitude, longitude: _longitude, ...rest } = current as FieldErrors<EventFormValues>;
      if (value.address !== undefined) delete rest.address;
      return rest as FieldErrors<V>;
    });
  };

  /** Shows these problems beside their fields and moves the focus to the first. */
  const showErrors = (problems: FieldErrors<V>) => {
    setErrors(problems);
    if (Object.keys(problems).length > 0) setFocusRequest((count) => count + 1);
  };

  /**
   * Runs the checks: clears the errors and returns null when all pass, else shows them and returns
   * the first message (for a form that also says it in one line).
   */
  const check = (): string | null => {
    const problems = { ...validateEventFields(values), ...extraChecks?.(values) } as FieldErrors<V>;
    showErrors(problems);
    return Object.values<string | undefined>(problems).find(Boolean) ?? null;
  };

  const fields: EventFieldsState = { values, errors, update, onMapChange };
  return { formRef, values, errors, update, onMapChange, showErrors, check, fields };
}

type Update<V> = <K extends keyof V & string>(name: K, value: V[K]) => void;

/** What the shared field components (EventFields.tsx) read and write. */
export type EventFieldsState = {
  values: EventFormValues;
  errors: FieldErrors<EventFormValues>;
  update: Update<EventFormValues>;
  onMapChange: (value: MapPickerValue) => void;
};
