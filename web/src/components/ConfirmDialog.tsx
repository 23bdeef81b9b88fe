import type { ReactNode } from 'react';
import { Modal, ModalTitle } from './Modal';
import { useT } from '../i18n/useT';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Destructive actions get a red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question with Cancel and one action; Escape cancels, except while the action runs. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={() => (busy ? undefined : onCancel())}>
      <ModalTitle>{title}</ModalTitle>
      <div className="mt-3 text-sm text-stone-600">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          {t('ui.cancel')}
        </button>
        <button
          type="button"
          className={danger ? 'btn bg-red-600 text-white hover:bg-red-700' : 'btn-primary'}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
