import { useState } from 'react';

export type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A form's values and the props that tie a text control to one of them: `text('email')` gives the
 * name, the value and the change handler an Input, TextArea or Select takes.
 */
export function useFormValues<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value }));
  const text = <K extends TextKeys<V>>(name: K) => ({
    name,
    value: values[name] as string,
    onValueChange: (value: string) => set(name, value as V[K]),
  });
  return { values, set, text, reset: () => setValues(initial) };
}
