/** Problems by field name, as Field and Checkbox show them. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * The server's field errors (`input.title` or `title`) for the fields this form has; the first
 * message for a field wins. Errors about fields the form does not show are left to its one-line message.
 */
export function fieldErrorsFrom<V extends object>(
  fieldErrors: ReadonlyArray<{ readonly field: string; readonly message: string }> | null | undefined,
  values: V,
): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldErrors ?? []) {
    const name = field.split('.').pop() ?? field;
    // Own fields only: `in` would also find `toString` and the like on the prototype.
    if (Object.hasOwn(values, name)) errors[name] ??= message;
  }
  return errors as FieldErrors<V>;
}
