import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  AlbumsPanel_event$data,
  AlbumsPanel_event$key,
} from '../../../../__generated__/AlbumsPanel_event.graphql';
import { ALBUM_NAME_MAX_LENGTH, MAX_ALBUMS_PER_EVENT } from '../../../../../../common/albums';
import { Checkbox, TextField } from '../../../../components/form';
import { messageOf } from '../../../../relay/resultMessage';
import { NamedListPanel, type Say } from '../NamedListPanel';
import { albumNameError } from './albumChoices';
import { useT } from '../../../../i18n/useT';
import { say as sayWords } from '../../../../i18n/words';
import { useCreateAlbumMutation } from './CreateAlbumMutation';
import { useDeleteAlbumMutation } from './DeleteAlbumMutation';
import { useMoveAlbumMutation } from './MoveAlbumMutation';
import { useRenameAlbumMutation } from './RenameAlbumMutation';
import { useSetRequireAlbumMutation } from './SetRequireAlbumMutation';

const fragment = graphql`
  fragment AlbumsPanel_event on Event {
    id
    requireAlbum
    albums {
      id
      databaseId
      name
      photoCount
    }
  }
`;

type Event = AlbumsPanel_event$data;

/** createAlbum answers the album alone: it joins the end of the event's list here (the server puts it last). */
function appendAlbum(store: RecordSourceSelectorProxy, eventId: string) {
  const album = store.getRootField('createAlbum')?.getLinkedRecord('album');
  const event = store.get(eventId);
  if (!album || !event) return;
  const albums = event.getLinkedRecords('albums') ?? [];
  if (albums.some((record) => record?.getDataID() === album.getDataID())) return;
  event.setLinkedRecords([...albums, album], 'albums');
}

/**
 * The hosts' albums (issue 31, decision 053), above the photos they organise: add, rename, reorder and
 * delete them, and whether guests must choose one for every upload. `onDeleted` lets the list of photos
 * load again: the deleted album's photos are now in no album.
 */
export function AlbumsPanel({
  event: eventKey,
  onDeleted,
}: {
  event: AlbumsPanel_event$key;
  /** The album is gone: its photos are now in no album. */
  onDeleted: (albumId: string) => void;
}) {
  const t = useT();
  const event = useFragment(fragment, eventKey);
  const albums = event.albums;
  const [moveAlbum, moving] = useMoveAlbumMutation();
  const [renameAlbum, renaming] = useRenameAlbumMutation();
  const [deleteAlbum, removing] = useDeleteAlbumMutation();

  return (
    <NamedListPanel
      id="albums-heading"
      title={t('albums.title')}
      words={{
        moveFailed: t('albums.moveFailed'),
        deleteFailed: t('albums.deleteFailed'),
        renameFailed: t('albums.renameFailed'),
        deleteThis: t('albums.deleteThis'),
        deleteConfirm: t('albums.deleteConfirm'),
      }}
      intro={<p className="mt-1 text-sm text-stone-600">{t('albums.intro')}</p>}
      items={albums}
      detail={(album) => t('albums.photos', { count: album.photoCount })}
      move={{ run: (album, position) => moveAlbum({ variables: { albumId: album.id, position } }), busy: moving }}
      rename={{
        run: (album, name) => renameAlbum({ variables: { albumId: album.id, name } }),
        busy: renaming,
        problem: (name, album) => nameError(name, albums, album.id),
      }}
      remove={{
        run: (album) => deleteAlbum({ variables: { albumId: album.id } }),
        busy: removing,
        consequence: (album) =>
          album.photoCount > 0 ? t('albums.deleteKeeps', { count: album.photoCount }) : t('albums.deleteEmpty'),
        onRemoved: (album) => onDeleted(album.id),
      }}
    >
      {(say) => (
        <>
          <AddAlbumForm event={event} say={say} />
          <RequireAlbumSetting event={event} say={say} />
        </>
      )}
    </NamedListPanel>
  );
}

/** The name's problem (common/albums.ts rules) in the page's language, or null. */
function nameError(...args: Parameters<typeof albumNameError>): string | null {
  const problem = albumNameError(...args);
  return problem && sayWords(problem);
}

/** One album's name at a time, checked as they type; at the most an event can have, a line saying so instead. */
function AddAlbumForm({ event, say }: { event: Event; say: Say }) {
  const t = useT();
  const albums = event.albums;
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [create, creating] = useCreateAlbumMutation();

  async function add(formEvent: FormEvent) {
    formEvent.preventDefault();
    // The API's own rules, said before anything is sent.
    const problem = nameError(name, albums);
    if (problem) {
      setAddError(problem);
      return;
    }
    const outcome = await create({
      variables: { eventId: event.id, name },
      updater: (store) => appendAlbum(store, event.id),
    });
    if (!outcome.ok) {
      setAddError(messageOf(outcome, t('albums.addFailed')));
      return;
    }
    setAddError(null);
    setName('');
    const added = outcome.payload.album?.name;
    say({ kind: 'success', text: added === undefined ? t('albums.addedAlbum') : t('albums.added', { name: added }) });
  }

  if (albums.length >= MAX_ALBUMS_PER_EVENT) {
    return <p className="mt-4 text-sm text-stone-600">{t('albums.max', { max: MAX_ALBUMS_PER_EVENT })}</p>;
  }
  return (
    <form onSubmit={(e) => void add(e)} className="mt-4 flex flex-wrap items-start gap-3" noValidate>
      <div className="w-full sm:w-80">
        <TextField
          label={t('albums.newAlbum')}
          value={name}
          placeholder={t('albums.placeholder')}
          autoComplete="off"
          onValueChange={(value) => {
            setName(value);
            // As they type: a name too long or taken is said at once; an empty box only when they add.
            setAddError(value.trim() === '' ? null : nameError(value, albums));
          }}
          hint={t('albums.hint', { max: ALBUM_NAME_MAX_LENGTH })}
          error={addError}
        />
      </div>
      <button type="submit" className="btn-secondary w-full sm:mt-7 sm:w-auto" disabled={creating}>
        {creating ? t('albums.adding') : t('albums.add')}
      </button>
    </form>
  );
}

/** Whether guests must put every photo they share into an album. */
function RequireAlbumSetting({ event, say }: { event: Event; say: Say }) {
  const t = useT();
  const [setRequire, saving] = useSetRequireAlbumMutation();
  const noAlbums = event.albums.length === 0;

  async function toggle(on: boolean) {
    const outcome = await setRequire({
      variables: { id: event.id, on },
      optimisticResponse: {
        updateEvent: { __typename: 'UpdateEventSuccess', event: { id: event.id, requireAlbum: on } },
      },
    });
    if (!outcome.ok) say({ kind: 'error', text: messageOf(outcome, t('albums.settingFailed')) });
  }

  return (
    <div className="mt-4 border-t border-stone-100 pt-4">
      <Checkbox
        label={t('albums.require')}
        hint={noAlbums ? t('albums.requireNoAlbums') : t('albums.requireHint')}
        checked={event.requireAlbum}
        // Off with no albums (nothing to choose); still turned off if it was left on.
        disabled={saving || (noAlbums && !event.requireAlbum)}
        onCheckedChange={(on) => void toggle(on)}
      />
    </div>
  );
}
