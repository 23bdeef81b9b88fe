// A message not yet put into words: its id and values, as code on either side passes it until it knows
// its reader's language (the server's error for a caller, the web app's check for the page's reader).
// A rule both sides word (common/upload-limits.ts) returns one, and each side renders it (decision 058).

export interface Words<Id extends string = string> {
  id: Id;
  values?: Record<string, unknown>;
}

export function isWords(value: unknown): value is Words {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    Object.keys(value).every((key) => key === 'id' || key === 'values')
  );
}

/**
 * The words in one language, through `translate` (the server's or the web app's); a value that is itself
 * a message (a duration inside a refusal) is rendered first, by the same translator.
 */
export function renderWords(words: Words, translate: (id: string, values?: Record<string, unknown>) => string): string {
  if (!words.values) return translate(words.id);
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(words.values)) {
    values[name] = isWords(value) ? renderWords(value, translate) : value;
  }
  return translate(words.id, values);
}
