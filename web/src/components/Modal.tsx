import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { CloseIcon } from './icons';
import { useT } from '../i18n/useT';

// Every modal of the app: a native <dialog> opened with showModal(), so focus stays inside, the page
// behind is inert and Escape asks to close. The parent owns whether it is open (`open`, or mounting it),
// so Escape, the close button and a backdrop click all go through `onClose`; focus returns to whatever
// opened it. Guest-page safe: no Relay, no session (GUEST_COMPONENTS in eslint.config.js).

/** The looks a modal comes in; the backdrop and the panel's colours are the same everywhere. */
const LOOKS = {
  /** A question or a small card (confirmations, the QR code). */
  card: 'm-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 backdrop:bg-stone-900/60',
  /** Reading: a long article that scrolls inside. */
  article:
    'm-auto max-h-[90vh] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-6 backdrop:bg-stone-900/60 sm:p-8',
  /** A task on a phone: a sheet from the bottom, a centred card from sm up. */
  sheet:
    'm-0 mt-auto max-h-[92dvh] w-full max-w-none rounded-t-3xl bg-white p-0 backdrop:bg-stone-900/60 sm:m-auto sm:max-w-lg sm:rounded-3xl',
  /** A photo viewer over the whole screen. */
  fullscreen: 'm-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black/80',
} as const;

type ModalContextValue = { titleId: string; close: () => void };
const ModalContext = createContext<ModalContextValue | null>(null);

function useModal(): ModalContextValue {
  const context = useContext(ModalContext);
  if (!context) throw new Error('ModalTitle and ModalCloseButton belong inside a <Modal>.');
  return context;
}

type ModalProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose' | 'onCancel' | 'className'> & {
  /** Shown while true (default: while mounted). */
  open?: boolean;
  /** The user asks to close (Escape, the close button, the backdrop with `closeOnBackdrop`). */
  onClose: () => void;
  look?: keyof typeof LOOKS;
  /** A click on the backdrop closes too (for cards that only show something). */
  closeOnBackdrop?: boolean;
  /** Extra classes of the panel, beside its look's. */
  className?: string;
  children: ReactNode;
};

/** A modal dialog, named by its <ModalTitle>. */
export function Modal({
  open = true,
  onClose,
  look = 'card',
  closeOnBackdrop = false,
  className,
  children,
  onClick,
  ...dialogProps
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose, so the effects below need not run again when the parent re-renders.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Set while this component closes the dialog itself, so only a close by the browser is reported.
  const closingItself = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Read before the dialog takes the focus: where to put it back.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closingItself.current = false;
    if (!dialog.open) dialog.showModal();
    return () => {
      closingItself.current = true;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      {...dialogProps}
      className={`text-left shadow-xl ${LOOKS[look]} ${className ?? ''}`}
      onCancel={(event) => {
        // Escape: the parent decides (it may be busy), and closes by `open` or by unmounting.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        // Chromium closes without a cancel event on a second Escape with no click between: still ask.
        if (!closingItself.current) onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
        onClick?.(event);
      }}
    >
      <ModalContext value={{ titleId, close: () => onCloseRef.current() }}>{children}</ModalContext>
    </dialog>
  );
}

/** The modal's heading, which names it for screen readers. */
export function ModalTitle({ className, ...props }: Omit<ComponentPropsWithoutRef<'h2'>, 'id'>) {
  const { titleId } = useModal();
  return <h2 id={titleId} className={className ?? 'font-display text-xl font-semibold text-stone-900'} {...props} />;
}

/** The × in a modal's corner: asks to close, as Escape does. */
export function ModalCloseButton({ className }: { className?: string }) {
  const t = useT();
  const { close } = useModal();
  return (
    <button
      type="button"
      aria-label={t('ui.close')}
      onClick={close}
      className={
        className ??
        '-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900'
      }
    >
      <CloseIcon className="size-6" />
    </button>
  );
}
