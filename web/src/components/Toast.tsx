import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** A short message at the bottom of the screen ("Link copied", "Photo approved" with Undo). */
export interface Toast {
  text: string;
  /** One button beside the text, e.g. Undo; pressing it closes the toast. */
  action?: { label: string; onAction: () => void };
  /** How long it stays (default 3 s, the SPEC's time for messages; 5 s when it offers an action). */
  ms?: number;
}

type ShowToast = (toast: Toast) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Shows one toast at a time in a polite live region (screen readers hear it without losing their place),
 * never a browser alert. A new toast replaces the one showing. Pages inside `ToastProvider` call
 * `useToast()`; the provider is mounted once per entry (the app's RootLayout, the guest page).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { id: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nextId = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const host = useTopModal();

  const show = useCallback<ShowToast>((next) => {
    clearTimeout(timer.current);
    nextId.current += 1;
    setToast({ ...next, id: nextId.current });
    timer.current = setTimeout(() => setToast(null), next.ms ?? (next.action ? 5_000 : 3_000));
  }, []);

  const region = (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {toast && (
        <div
          key={toast.id}
          className="pointer-events-auto flex max-w-md items-center gap-4 rounded-full bg-stone-900 px-5 py-3 text-sm font-medium text-white shadow-lg"
        >
          <span>{toast.text}</span>
          {toast.action && (
            <button
              type="button"
              className="min-h-11 rounded-full px-3 font-semibold text-rose-200 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
              onClick={() => {
                clearTimeout(timer.current);
                setToast(null);
                toast.action?.onAction();
              }}
            >
              {toast.action.label}
            </button>
          )}
        </div>
      )}
    </div>
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      {host ? createPortal(region, host) : region}
    </ToastContext.Provider>
  );
}

/** Shows a toast; outside a ToastProvider (a test rendering one component), does nothing. */
export function useToast(): ShowToast {
  return useContext(ToastContext) ?? noToast;
}

function noToast(): void {}

/**
 * The open modal dialog on top, if any. A modal <dialog> lies in the top layer and makes the rest of the
 * page inert: a toast outside it would be hidden behind it and its Undo could not be pressed, so the toast
 * is shown inside the dialog while one is open. Dialogs open and close by their `open` attribute, and an
 * open one may leave the page with its component (childList).
 */
function useTopModal(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () => setTop([...document.querySelectorAll<HTMLDialogElement>('dialog:modal')].at(-1) ?? null);
    const observer = new MutationObserver(find);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    find();
    return () => observer.disconnect();
  }, []);
  return top;
}
