import { useEffect, useRef } from 'react';

/**
 * A form's own good news ("Saved", "We sent a link"). The live region is always there, empty and
 * visually hidden until a message comes, so screen readers announce the message itself (like FormAlert).
 */
export function FormStatus({ message, className = '' }: { message: string | null; className?: string }) {
  return (
    <p
      role="status"
      className={
        message
          ? `rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900 ${className}`
          : 'sr-only'
      }
    >
      {message}
    </p>
  );
}

/**
 * The form's element, whose first field marked invalid takes the focus each time `errors` changes (a
 * refused submit), so keyboard and screen-reader users land on the problem.
 */
export function useFocusFirstInvalid(errors: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return formRef;
}
