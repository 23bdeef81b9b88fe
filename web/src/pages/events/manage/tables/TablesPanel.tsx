import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type {
  TablesPanel_event$data,
  TablesPanel_event$key,
} from '../../../../__generated__/TablesPanel_event.graphql';
import { paths } from '../../../../../../common/paths';
import { expandTableNames, newTablesProblem, TABLE_NAME_MAX_LENGTH } from '../../../../../../common/tables';
import { Checkbox, TextAreaField } from '../../../../components/form';
import { messageOf } from '../../../../relay/resultMessage';
import { NamedListPanel, type Say } from '../NamedListPanel';
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

type Event = TablesPanel_event$data;

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
  const [moveTable, moving] = useMoveEventTableMutation();
  const [renameTable, renaming] = useRenameEventTableMutation();
  const [deleteTable, removing] = useDeleteEventTableMutation();

  return (
    <NamedListPanel
      id="tables-heading"
      title="Tables"
      size="lg"
      largeTitle
      noun="table"
      intro={
        <p className="mt-1 text-sm text-stone-600">
          Print a card for each table: its QR code lets guests in and tags the photos they share with their table.
        </p>
      }
      items={event.tables}
      detail={(table) => photosText(table.photoCount)}
      move={{ run: (table, position) => moveTable({ variables: { tableId: table.id, position } }), busy: moving }}
      // Save keeps the card's link: printed cards keep working.
      rename={{
        run: (table, name) => renameTable({ variables: { tableId: table.id, name } }),
        busy: renaming,
        maxLength: TABLE_NAME_MAX_LENGTH,
      }}
      remove={{
        run: (table) => deleteTable({ variables: { tableId: table.id } }),
        busy: removing,
        consequence: (table) =>
          'Its card stops tagging photos (it still opens the event).' +
          (table.photoCount > 0
            ? ` The ${photosText(table.photoCount)} already shared from it stay, with no table.`
            : ''),
      }}
    >
      {(say) => (
        <>
          <AddTablesForm event={event} say={say} />
          <div className="mt-5 space-y-4 border-t border-stone-100 pt-5">
            {event.tables.length > 0 ? (
              <Link to={paths.eventTableCards.href(event.databaseId)} className="btn-primary w-full sm:w-auto">
                Print table cards ({event.tables.length})
              </Link>
            ) : (
              <p className="text-sm text-stone-600">Add your tables to print a card for each.</p>
            )}
            <TableLeaderSetting event={event} say={say} />
          </div>
        </>
      )}
    </NamedListPanel>
  );
}

/** Several tables at once: one name per line, or a range ("1-20"), previewed before they are added. */
function AddTablesForm({ event, say }: { event: Event; say: Say }) {
  const [text, setText] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [create, creating] = useCreateEventTablesMutation();
  const names = expandTableNames(text);

  async function add(formEvent: FormEvent) {
    formEvent.preventDefault();
    // The API's own rule, said before anything is sent.
    const problem = newTablesProblem(
      names,
      event.tables.map((table) => table.name),
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
    say({ kind: 'success', text: names.length === 1 ? `Added ${names[0]!}` : `Added ${names.length} tables` });
  }

  return (
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
  );
}

/** Whether the live slideshow names the table whose guests shared the most photos. */
function TableLeaderSetting({ event, say }: { event: Event; say: Say }) {
  const [setLeader, saving] = useSetSlideshowTableLeaderMutation();

  async function toggle(on: boolean) {
    const outcome = await setLeader({
      variables: { id: event.id, on },
      optimisticResponse: {
        updateEvent: { __typename: 'UpdateEventSuccess', event: { id: event.id, slideshowTableLeader: on } },
      },
    });
    if (!outcome.ok) say({ kind: 'error', text: messageOf(outcome, 'Failed to save the slideshow setting') });
  }

  return (
    <Checkbox
      label="Celebrate the table with the most photos on the slideshow"
      hint='A banner on the live slideshow names the table whose guests shared the most approved photos, such as "Table 7 leads with 23 photos".'
      checked={event.slideshowTableLeader}
      disabled={saving}
      onCheckedChange={(on) => void toggle(on)}
    />
  );
}
