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
import { useT } from '../../../../i18n/useT';
import { say as sayWords } from '../../../../i18n/words';

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

/**
 * Table passes (decision 046): the hosts name their tables (several at once: one per line, or "1-20"),
 * rename, reorder and delete them, print a card for each, and may have the slideshow celebrate the
 * table whose guests shared the most photos.
 */
export function TablesPanel({ event: eventKey }: { event: TablesPanel_event$key }) {
  const t = useT();
  const event = useFragment(fragment, eventKey);
  const [moveTable, moving] = useMoveEventTableMutation();
  const [renameTable, renaming] = useRenameEventTableMutation();
  const [deleteTable, removing] = useDeleteEventTableMutation();

  return (
    <NamedListPanel
      id="tables-heading"
      title={t('tables.title')}
      size="lg"
      largeTitle
      words={{
        moveFailed: t('tables.moveFailed'),
        deleteFailed: t('tables.deleteFailed'),
        renameFailed: t('tables.renameFailed'),
        deleteThis: t('tables.deleteThis'),
        deleteConfirm: t('tables.deleteConfirm'),
      }}
      intro={<p className="mt-1 text-sm text-stone-600">{t('tables.intro')}</p>}
      items={event.tables}
      detail={(table) => t('tables.photos', { count: table.photoCount })}
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
          table.photoCount > 0
            ? t('tables.deleteConsequenceWithPhotos', { count: table.photoCount })
            : t('tables.deleteConsequence'),
      }}
    >
      {(say) => (
        <>
          <AddTablesForm event={event} say={say} />
          <div className="mt-5 space-y-4 border-t border-stone-100 pt-5">
            {event.tables.length > 0 ? (
              <Link to={paths.eventTableCards.href(event.databaseId)} className="btn-primary w-full sm:w-auto">
                {t('tables.print', { count: event.tables.length })}
              </Link>
            ) : (
              <p className="text-sm text-stone-600">{t('tables.none')}</p>
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
  const t = useT();
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
      setAddError(sayWords(problem.message));
      return;
    }
    const outcome = await create({ variables: { eventId: event.id, names } });
    if (!outcome.ok) {
      setAddError(messageOf(outcome, t('tables.addFailed')));
      return;
    }
    setAddError(null);
    setText('');
    say({
      kind: 'success',
      text:
        names.length === 1 ? t('tables.addedOne', { name: names[0]! }) : t('tables.addedMany', { count: names.length }),
    });
  }

  return (
    <form onSubmit={(e) => void add(e)} className="mt-4 space-y-3" noValidate>
      <TextAreaField
        label={t('tables.addLabel')}
        rows={3}
        value={text}
        onValueChange={(value) => {
          setText(value);
          setAddError(null);
        }}
        placeholder={t('tables.placeholder')}
        hint={t('tables.hint', { max: TABLE_NAME_MAX_LENGTH })}
        error={addError}
      />
      {names.length > 0 && !addError && (
        <p className="text-sm text-stone-600" aria-live="polite">
          {t('tables.adds', { count: names.length, names: preview(names) })}
        </p>
      )}
      <button type="submit" className="btn-secondary w-full sm:w-auto" disabled={creating || names.length === 0}>
        {creating
          ? t('tables.adding')
          : names.length > 1
            ? t('tables.addMany', { count: names.length })
            : t('tables.addOne')}
      </button>
    </form>
  );
}

/** Whether the live slideshow names the table whose guests shared the most photos. */
function TableLeaderSetting({ event, say }: { event: Event; say: Say }) {
  const t = useT();
  const [setLeader, saving] = useSetSlideshowTableLeaderMutation();

  async function toggle(on: boolean) {
    const outcome = await setLeader({
      variables: { id: event.id, on },
      optimisticResponse: {
        updateEvent: { __typename: 'UpdateEventSuccess', event: { id: event.id, slideshowTableLeader: on } },
      },
    });
    if (!outcome.ok) say({ kind: 'error', text: messageOf(outcome, t('tables.settingFailed')) });
  }

  return (
    <Checkbox
      label={t('tables.leader')}
      hint={t('tables.leaderHint')}
      checked={event.slideshowTableLeader}
      disabled={saving}
      onCheckedChange={(on) => void toggle(on)}
    />
  );
}
