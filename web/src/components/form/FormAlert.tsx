/**
 * The form's own message (the server refused, the network failed). The live region is always there,
 * empty and visually hidden until a message comes, so screen readers announce the message itself.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div
      role="alert"
      className={
        message ? 'rounded-lg border border-rose-200 bg-rose-50 px-3.5 py-2.5 text-sm text-rose-800' : 'sr-only'
      }
    >
      {message}
    </div>
  );
}
