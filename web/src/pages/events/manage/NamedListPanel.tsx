import { useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FlashMessage, useFlashMessage, type Flash } from '../../../components/FlashMessage';
import { TextField } from '../../../components/form';
import { Panel } from '../../../components/Section';
import { messageOf } from '../../../relay/resultMessage';
import { useT } from '../../../i18n/useT';

/** A row of the hosts' list: what the panel itself reads of it. */
export type NamedItem = { readonly id: string; readonly name: string };

/** What a mutation came to, as far as the panel reads it (a `MutationOutcome` of any payload fits). */
type Outcome = { readonly ok: boolean; readonly message?: string | null };

/**
 * What the panel says about one of its items, in the reader's language (each list words its own: "Failed to
 * move the album", "Delete table").
 */
export type NamedListWords = {
  readonly moveFailed: string;
  readonly deleteFailed: string;
  readonly renameFailed: string;
  /** The confirmation's title when no item's name is known ("Delete this album?"). */
  readonly deleteThis: string;
  /** The confirmation's button ("Delete album"). */
  readonly deleteConfirm: string;
};

/** Shows a message under the panel (success or failure), read out by its live region. */
export type Say = (flash: Flash) => void;

/** A mutation of one row, and whether one is on its way (its buttons wait meanwhile). */
type RowAction<Item, Args extends unknown[]> = {
  readonly run: (item: Item, ...args: Args) => Promise<Outcome>;
  readonly busy: boolean;
};

type NamedListPanelProps<Item extends NamedItem> = {
  /** The heading's id (aria-labelledby). */
  id: string;
  /** The panel's heading, and the list's accessible name ("Albums"). */
  title: string;
  size?: 'md' | 'lg';
  largeTitle?: boolean;
  /** The panel's words about one of its items. */
  words: NamedListWords;
  /** What the list is for, above it. */
  intro: ReactNode;
  items: readonly Item[];
  /** The small line under a row's name (its photo count). */
  detail: (item: Item) => ReactNode;
  move: RowAction<Item, [position: number]>;
  rename: RowAction<Item, [name: string]> & {
    /** The API's own rule for the new name, said as they type and before anything is sent; null when it passes. */
    problem?: (name: string, item: Item) => string | null;
    maxLength?: number;
  };
  remove: RowAction<Item, []> & {
    /** What deleting it does to what it holds (the confirmation's text). */
    consequence: (item: Item) => ReactNode;
    /** It is gone (after the success message). */
    onRemoved?: (item: Item) => void;
  };
  /** Below the list: the form that adds items (each list adds its own way) and the list's own settings. */
  children: (say: Say) => ReactNode;
};

/**
 * A named, ordered list the hosts keep (albums, tables): each row renamed in place, moved up or down, or
 * deleted after a confirmation, with one live region for what happened. What differs from list to list (the
 * words, how items are added, the settings beside them, the mutations) comes in as props.
 */
export function NamedListPanel<Item extends NamedItem>({
  id,
  title,
  size,
  largeTitle,
  words,
  intro,
  items,
  detail,
  move,
  rename,
  remove,
  children,
}: NamedListPanelProps<Item>) {
  const t = useT();
  const [flash, setFlash] = useFlashMessage(3000);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);

  async function moveTo(item: Item, position: number) {
    const outcome = await move.run(item, position);
    if (!outcome.ok) setFlash({ kind: 'error', text: messageOf(outcome, words.moveFailed) });
  }

  async function confirmDelete() {
    if (!deleting) return;
    const outcome = await remove.run(deleting);
    if (outcome.ok) {
      setFlash({ kind: 'success', text: t('namedList.deleted', { name: deleting.name }) });
      remove.onRemoved?.(deleting);
    } else {
      setFlash({ kind: 'error', text: messageOf(outcome, words.deleteFailed) });
    }
    setDeleting(null);
  }

  return (
    <Panel id={id} title={title} size={size} largeTitle={largeTitle}>
      {intro}

      {items.length > 0 && (
        <ol aria-label={title} className="mt-4 divide-y divide-stone-100 rounded-xl border border-stone-200">
          {items.map((item, index) => (
            <li key={item.id} className="px-3 py-2">
              {renaming === item.id ? (
                <RenameForm
                  item={item}
                  renameFailed={words.renameFailed}
                  rename={rename}
                  onDone={() => setRenaming(null)}
                />
              ) : (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-stone-900">{item.name}</p>
                    <p className="text-xs text-stone-600">{detail(item)}</p>
                  </div>
                  <div className="flex items-center gap-1">
                    <IconButton
                      label={t('namedList.moveUp', { name: item.name })}
                      disabled={index === 0 || move.busy}
                      onClick={() => void moveTo(item, index - 1)}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      label={t('namedList.moveDown', { name: item.name })}
                      disabled={index === items.length - 1 || move.busy}
                      onClick={() => void moveTo(item, index + 1)}
                    >
                      ↓
                    </IconButton>
                    <button
                      type="button"
                      className="min-h-11 rounded-full px-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 sm:px-3"
                      aria-label={t('namedList.renameNamed', { name: item.name })}
                      onClick={() => setRenaming(item.id)}
                    >
                      {t('namedList.rename')}
                    </button>
                    <button
                      type="button"
                      className="min-h-11 rounded-full px-2 text-sm font-semibold text-red-700 hover:bg-red-50 sm:px-3"
                      aria-label={t('namedList.deleteNamed', { name: item.name })}
                      onClick={() => setDeleting(item)}
                    >
                      {t('namedList.delete')}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}

      {children(setFlash)}

      <div className="mt-3" aria-live="polite">
        <FlashMessage flash={flash} />
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('namedList.deleteTitle', { name: deleting.name }) : words.deleteThis}
        confirmLabel={words.deleteConfirm}
        danger
        busy={remove.busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && remove.consequence(deleting)}
      </ConfirmDialog>
    </Panel>
  );
}

/** An arrow button, 44 px square; its label says what it moves where. */
function IconButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full text-lg text-stone-700 hover:bg-stone-100 disabled:opacity-30"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** A row's name, edited in its row: the item keeps what it holds (photos, a printed card's link). */
function RenameForm<Item extends NamedItem>({
  item,
  renameFailed,
  rename,
  onDone,
}: {
  item: Item;
  renameFailed: string;
  rename: NamedListPanelProps<Item>['rename'];
  onDone: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string | null>(null);
  const problem = (value: string) => rename.problem?.(value, item) ?? null;

  async function save(formEvent: FormEvent) {
    formEvent.preventDefault();
    const refusal = problem(name);
    if (refusal) {
      setError(refusal);
      return;
    }
    const outcome = await rename.run(item, name);
    if (outcome.ok) onDone();
    else setError(messageOf(outcome, renameFailed));
  }

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-2 py-1" noValidate>
      <TextField
        label={t('namedList.newName', { name: item.name })}
        value={name}
        maxLength={rename.maxLength}
        autoFocus
        autoComplete="off"
        onValueChange={(value) => {
          setName(value);
          // A name too long or taken is said at once; an empty box only when they save.
          setError(value.trim() === '' ? null : problem(value));
        }}
        error={error}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={rename.busy}>
          {rename.busy ? t('namedList.saving') : t('namedList.save')}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone} disabled={rename.busy}>
          {t('namedList.cancel')}
        </button>
      </div>
    </form>
  );
}
