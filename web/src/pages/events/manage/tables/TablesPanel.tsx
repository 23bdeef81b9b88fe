import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { TablesPanel_event$key } from '../../../../__generated__/TablesPanel_event.graphql';
import { paths } from '../../../../../../common/paths';
import { expandTableNames, newTablesProblem, TABLE_NAME_MAX_LENGTH } from '../../../../../../common/tables';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { FlashMessage, useFlashMessage } from '../../../../components/FlashMessage';
import { Checkbox, TextAreaField, TextField } from '../../../../components/form';
import { Panel } from '../../../../components/Section';
import { messageOf } from '../../../../relay/resultMessage';
import { useCreateEventTablesMutation } from './CreateEventTablesMutation';
import { useDeleteEventTableMutation } from './DeleteEventTableMutation';
import { useMoveEventTableMutation } from './MoveEventTableMutation';
import { useRenameEventTableMutation } from './RenameEventTableMutation';
import { useSetSlideshowTableLeaderMutation } from './SetSlideshowTableLeaderMutation';

const fragment = graphql`
  fragment TablesPanel_event on Event {
    id
    databaseId
    slideshowTableLeader
    tables {
      id
      name
      photoCount
    }
  }
`;

type Table = { readonly id: string; readonly name: string; readonly photoCount: number };

/** The names the box would add, said before they are: 'Table 1, Table 2 … Table 20' for a long list. */
function preview(names: readonly string[]): string {
  if (names.length <= 4) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} … ${names.at(-1)!}`;
}

function photosText(count: number): string {
  return count === 1 ? '1 photo' : `${count} photos`;
}

/**
 * Table passes (decision 046): the hosts name their tables (several at once: one per line, or "1-20"),
 * rename, reorder and delete them, print a card for each, and may have the slideshow celebrate the
 * table whose guests shared the most photos.
 */
export function TablesPanel({ event: eventKey }: { event: TablesPanel_event$key }) {
  const event = useFragment(fragment, eventKey);
  const [text, setText] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [flash, setFlash] = useFlashMessage(3000);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Table | null>(null);
  const [create, creating] = useCreateEventTablesMutation();
  const [moveTable, moving] = useMoveEventTableMutation();
  const [deleteTable, removing] = useDeleteEventTableMutation();
  const [setLeader, savingLeader] = useSetSlideshowTableLeaderMutation();
  const names = expandTableNames(text);
  const tables = event.tables;

  async function add(formEvent: FormEvent) {
    formEvent.preventDefault();
    // The API's own rule, said before anything is sent.
    const problem = newTablesProblem(
      names,
      tables.map((table) => table.name),
    );
    if (problem) {
      setAddError(problem.message);
      return;
    }
    const outcome = await create({ variables: { eventId: event.id, names } });
    if (!outcome.ok) {
      setAddError(messageOf(outcome, 'Failed to add the tables'));
      return;
    }
    setAddError(null);
    setText('');
    setFlash({ kind: 'success', text: names.length === 1 ? `Added ${names[0]!}` : `Added ${names.length} tables` });
  }

  async function move(table: Table, position: number) {
    const outcome = await moveTable({ variables: { tableId: table.id, position } });
    if (!outcome.ok) setFlash({ kind: 'error', text: messageOf(outcome, 'Failed to move the table') });
  }

  async function confirmDelete() {
    if (!deleting) return;
    const outcome = await deleteTable({ variables: { tableId: deleting.id } });
    if (outcome.ok) setFlash({ kind: 'success', text: `Deleted ${deleting.name}` });
    else setFlash({ kind: 'error', text: messageOf(outcome, 'Failed to delete the table') });
    setDeleting(null);
  }

  async function toggleLeader(on: boolean) {
    const outcome = await setLeader({
      variables: { id: event.id, on },
      optimisticResponse: {
        updateEvent: { __typename: 'UpdateEventSuccess', event: { id: event.id, slideshowTableLeader: on } },
      },
    });
    if (!outcome.ok) setFlash({ kind: 'error', text: messageOf(outcome, 'Failed to save the slideshow setting') });
  }

  return (
    <Panel id="tables-heading" title="Tables" size="lg" largeTitle>
      <p className="mt-1 text-sm text-stone-600">
        Print a card for each table: its QR code lets guests in and tags the photos they share with their table.
      </p>

      {tables.length > 0 && (
        <ol aria-label="Tables" className="mt-4 divide-y divide-stone-100 rounded-xl border border-stone-200">
          {tables.map((table, index) => (
            <li key={table.id} className="px-3 py-2">
              {renaming === table.id ? (
                <RenameForm table={table} onDone={() => setRenaming(null)} />
              ) : (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-stone-900">{table.name}</p>
                    <p className="text-xs text-stone-600">{photosText(table.photoCount)}</p>
                  </div>
                  <div className="flex items-center gap-1">
                    <IconButton
                      label={`Move ${table.name} up`}
                      disabled={index === 0 || moving}
                      onClick={() => void move(table, index - 1)}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      label={`Move ${table.name} down`}
                      disabled={index === tables.length - 1 || moving}
                      onClick={() => void move(table, index + 1)}
                    >
                      ↓
                    </IconButton>
                    <button
                      type="button"
                      className="min-h-11 rounded-full px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100"
                      aria-label={`Rename ${table.name}`}
                      onClick={() => setRenaming(table.id)}
                    >
                      Rename
                    </button>
                    <button
                      type="button"
                      className="min-h-11 rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                      aria-label={`Delete ${table.name}`}
                      onClick={() => setDeleting(table)}
                    >
                      Delete
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}

      <form onSubmit={(e) => void add(e)} className="mt-4 space-y-3" noValidate>
        <TextAreaField
          label="Add tables"
          rows={3}
          value={text}
          onValueChange={(value) => {
            setText(value);
            setAddError(null);
          }}
          placeholder={'1-12\nThe Oaks'}
          hint={`One name per line (at most ${TABLE_NAME_MAX_LENGTH} characters), or a range: "1-20" adds Table 1 to Table 20.`}
          error={addError}
        />
        {names.length > 0 && !addError && (
          <p className="text-sm text-stone-600" aria-live="polite">
            {names.length === 1 ? 'Adds 1 table' : `Adds ${names.length} tables`}: {preview(names)}
          </p>
        )}
        <button type="submit" className="btn-secondary w-full sm:w-auto" disabled={creating || names.length === 0}>
          {creating ? 'Adding...' : names.length > 1 ? `Add ${names.length} tables` : 'Add table'}
        </button>
      </form>

      <div className="mt-5 space-y-4 border-t border-stone-100 pt-5">
        {tables.length > 0 ? (
          <Link to={paths.eventTableCards.href(event.databaseId)} className="btn-primary w-full sm:w-auto">
            Print table cards ({tables.length})
          </Link>
        ) : (
          <p className="text-sm text-stone-600">Add your tables to print a card for each.</p>
        )}
        <Checkbox
          label="Celebrate the table with the most photos on the slideshow"
          hint='A banner on the live slideshow names the table whose guests shared the most approved photos, such as "Table 7 leads with 23 photos".'
          checked={event.slideshowTableLeader}
          disabled={savingLeader}
          onCheckedChange={(on) => void toggleLeader(on)}
        />
      </div>

      <div className="mt-3" aria-live="polite">
        <FlashMessage flash={flash} />
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this table'}?`}
        confirmLabel="Delete table"
        danger
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        Its card stops tagging photos (it still opens the event).
        {deleting && deleting.photoCount > 0
          ? ` The ${photosText(deleting.photoCount)} already shared from it stay, with no table.`
          : ''}
      </ConfirmDialog>
    </Panel>
  );
}

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

/** A table's name, edited in its row: Save keeps the card's link (printed cards keep working). */
function RenameForm({ table, onDone }: { table: Table; onDone: () => void }) {
  const [name, setName] = useState(table.name);
  const [error, setError] = useState<string | null>(null);
  const [rename, saving] = useRenameEventTableMutation();

  async function save(formEvent: FormEvent) {
    formEvent.preventDefault();
    const outcome = await rename({ variables: { tableId: table.id, name } });
    if (outcome.ok) onDone();
    else setError(messageOf(outcome, 'Failed to rename the table'));
  }

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-2 py-1" noValidate>
      <TextField
        label={`New name for ${table.name}`}
        value={name}
        maxLength={TABLE_NAME_MAX_LENGTH}
        autoFocus
        onValueChange={(value) => {
          setName(value);
          setError(null);
        }}
        error={error}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
