import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ShareMenu_event$key } from '../../__generated__/ShareMenu_event.graphql';
import { Modal, ModalCloseButton, ModalTitle } from '../../components/Modal';
import { QrCodeCard } from '../../components/QrCodeCard';
import { canShareNatively, shareTargets, useShareLink } from '../../share';
import { ShareIcon } from './icons';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment ShareMenu_event on Event {
    databaseId
    title
    shareUrl
    qrCodeUrl
  }
`;

const itemClass =
  'flex w-full items-center rounded-lg px-3 py-2.5 text-left text-sm font-medium text-stone-700 hover:bg-rose-50 hover:text-rose-800 focus:bg-rose-50 focus:text-rose-800 focus:outline-none';

/** The Share button of an active event card: a menu of share targets, and the QR code in a dialog. */
export function ShareMenu({ event }: { event: ShareMenu_event$key }) {
  const data = useFragment(fragment, event);
  const t = useT();
  const [open, setOpen] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const { copy, share } = useShareLink(data.title, data.shareUrl);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const showQrCode = () => {
    close(true);
    // Focus returns to the Share button (focused above) when the dialog closes.
    setQrOpen(true);
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="btn-secondary w-full px-3"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <ShareIcon />
        {t('dashboard.share')}
      </button>

      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="absolute right-0 bottom-full z-30 mb-2 w-56 animate-fade-in rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg motion-reduce:animate-none"
          onKeyDown={onMenuKeyDown}
        >
          {canShareNatively() && (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => {
                close(true);
                void share();
              }}
            >
              {t('dashboard.shareVia')}
            </button>
          )}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={() => {
              close(true);
              void copy();
            }}
          >
            {t('dashboard.copyLink')}
          </button>
          {shareTargets(data.title, data.shareUrl).map((target) => (
            <a
              key={target.name}
              role="menuitem"
              tabIndex={-1}
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className={itemClass}
              onClick={() => close(false)}
            >
              {t('dashboard.shareOn', { network: target.name })}
            </a>
          ))}
          <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={showQrCode}>
            {t('dashboard.qrCode')}
          </button>
        </div>
      )}

      <Modal open={qrOpen} onClose={() => setQrOpen(false)} closeOnBackdrop>
        <div className="mb-4 flex items-center justify-between gap-4">
          <ModalTitle>{t('dashboard.qrCode')}</ModalTitle>
          <ModalCloseButton />
        </div>
        {qrOpen && (
          <QrCodeCard
            title={data.title}
            qrCodeUrl={data.qrCodeUrl}
            shareUrl={data.shareUrl}
            databaseId={data.databaseId}
          />
        )}
      </Modal>
    </div>
  );
}
