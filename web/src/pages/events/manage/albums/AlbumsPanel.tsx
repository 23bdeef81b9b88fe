import { useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { AlbumsPanel_event$key } from '../../../../__generated__/AlbumsPanel_event.graphql';
import { ALBUM_NAME_MAX_LENGTH, MAX_ALBUMS_PER_EVENT } from '../../../../../../common/albums';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { FlashMessage, useFlashMessage } from '../../../../components/FlashMessage';
import { Checkbox, TextField } from '../../../../components/form';
import { Panel } from '../../../../components/Section';
import { messageOf } from '../../../../relay/resultMessage';
import { albumNameError, photosText } from './albumChoices';
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

type Album = { readonly id: string; readonly name: string; readonly photoCount: number };

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
  const event = useFragment(fragment, eventKey);
  const albums = event.albums;
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [flash, setFlash] = useFlashMessage(3000);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Album | null>(null);
  const [create, creating] = useCreateAlbumMutation();
  const [moveAlbum, moving] = useMoveAlbumMutation();
  const [deleteAlbum, removing] = useDeleteAlbumMutation();
  const [setRequire, savingRequire] = useSetRequireAlbumMutation();
  const full = albums.length >= MAX_ALBUMS_PER_EVENT;

  async function add(formEvent: FormEvent) {
    formEvent.preventDefault();
    // The API's own rules, said before anything is sent.
    const problem = albumNameError(name, albums);
    if (problem) {
      setAddError(problem);
      return;
    }
    const outcome = await create({
      variables: { eventId: event.id, name },
      updater: (store) => appendAlbum(store, event.id),
    });
    if (!outcome.ok) {
      setAddError(messageOf(outcome, 'Failed to add the album'));
      return;
    }
    setAddError(null);
    setName('');
    setFlash({ kind: 'success', text: `Added ${outcome.payload.album?.name ?? 'the album'}` });
  }

  async function move(album: Album, position: number) {
    const outcome = await moveAlbum({ variables: { albumId: album.id, position } });
    if (!outcome.ok) setFlash({ kind: 'error', text: messageOf(outcome, 'Failed to move the album') });
  }

  async function confirmDelete() {
    if (!deleting) return;
    const outcome = await deleteAlbum({ variables: { albumId: deleting.id } });
    if (outcome.ok) {
      setFlash({ kind: 'success', text: `Deleted ${deleting.name}` });
      onDeleted(deleting.id);
    } else {
      setFlash({ kind: 'error', text: messageOf(outcome, 'Failed to delete the album') });
    }
    setDeleting(null);
  }

  async function toggleRequire(on: boolean) {
    const outcome = await setRequire({
      variables: { id: event.id, on },
      optimisticResponse: {
        updateEvent: { __typename: 'UpdateEventSuccess', event: { id: event.id, requireAlbum: on } },
      },
    });
    if (!outcome.ok) setFlash({ kind: 'error', text: messageOf(outcome, 'Failed to save the album setting') });
  }

  return (
    <Panel id="albums-heading" title="Albums">
      <p className="mt-1 text-sm text-stone-600">
        Sort the day into parts (&ldquo;Ceremony&rdquo;, &ldquo;Reception&rdquo;): guests see a tab for each and can
        choose one as they upload.
      </p>

      {albums.length > 0 && (
        <ol aria-label="Albums" className="mt-4 divide-y divide-stone-100 rounded-xl border border-stone-200">
          {albums.map((album, index) => (
            <li key={album.id} className="px-3 py-2">
              {renaming === album.id ? (
                <RenameForm album={album} albums={albums} onDone={() => setRenaming(null)} />
              ) : (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-stone-900">{album.name}</p>
                    <p className="text-xs text-stone-600">{photosText(album.photoCount)}</p>
                  </div>
                  <div className="flex items-center gap-1">
                    <IconButton
                      label={`Move ${album.name} up`}
                      disabled={index === 0 || moving}
                      onClick={() => void move(album, index - 1)}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      label={`Move ${album.name} down`}
                      disabled={index === albums.length - 1 || moving}
                      onClick={() => void move(album, index + 1)}
                    >
                      ↓
                    </IconButton>
                    <button
                      type="button"
                      className="min-h-11 rounded-full px-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 sm:px-3"
                      aria-label={`Rename ${album.name}`}
                      onClick={() => setRenaming(album.id)}
                    >
                      Rename
                    </button>
                    <button
                      type="button"
                      className="min-h-11 rounded-full px-2 text-sm font-semibold text-red-700 hover:bg-red-50 sm:px-3"
                      aria-label={`Delete ${album.name}`}
                      onClick={() => setDeleting(album)}
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

      {full ? (
        <p className="mt-4 text-sm text-stone-600">
          You have {MAX_ALBUMS_PER_EVENT} albums, the most an event can have. Delete one to add another.
        </p>
      ) : (
        <form onSubmit={(e) => void add(e)} className="mt-4 flex flex-wrap items-start gap-3" noValidate>
          <div className="w-full sm:w-80">
            <TextField
              label="New album"
              value={name}
              placeholder="e.g. Ceremony"
              autoComplete="off"
              onValueChange={(value) => {
                setName(value);
                // As they type: a name too long or taken is said at once; an empty box only when they add.
                setAddError(value.trim() === '' ? null : albumNameError(value, albums));
              }}
              hint={`At most ${ALBUM_NAME_MAX_LENGTH} characters.`}
              error={addError}
            />
          </div>
          <button type="submit" className="btn-secondary w-full sm:mt-7 sm:w-auto" disabled={creating}>
            {creating ? 'Adding...' : 'Add album'}
          </button>
        </form>
      )}

      <div className="mt-4 border-t border-stone-100 pt-4">
        <Checkbox
          label="Guests must choose an album"
          hint={
            albums.length === 0
              ? 'Add an album first: guests then pick one for every photo they share.'
              : 'Every photo guests share goes into the album they pick.'
          }
          checked={event.requireAlbum}
          // Off with no albums (nothing to choose); still turned off if it was left on.
          disabled={savingRequire || (albums.length === 0 && !event.requireAlbum)}
          onCheckedChange={(on) => void toggleRequire(on)}
        />
      </div>

      <div className="mt-3" aria-live="polite">
        <FlashMessage flash={flash} />
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this album'}?`}
        confirmLabel="Delete album"
        danger
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && deleting.photoCount > 0
          ? `Its ${photosText(deleting.photoCount)} stay in your event and go back to “No album”. Only the album goes.`
          : 'The album goes; no photo is deleted.'}
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
  children: ReactNode;
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

/** An album's name, edited in its row; its photos stay in it. */
function RenameForm({ album, albums, onDone }: { album: Album; albums: readonly Album[]; onDone: () => void }) {
  const [name, setName] = useState(album.name);
  const [error, setError] = useState<string | null>(null);
  const [rename, saving] = useRenameAlbumMutation();

  async function save(formEvent: FormEvent) {
    formEvent.preventDefault();
    const problem = albumNameError(name, albums, album.id);
    if (problem) {
      setError(problem);
      return;
    }
    const outcome = await rename({ variables: { albumId: album.id, name } });
    if (outcome.ok) onDone();
    else setError(messageOf(outcome, 'Failed to rename the album'));
  }

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-2 py-1" noValidate>
      <TextField
        label={`New name for ${album.name}`}
        value={name}
        autoFocus
        autoComplete="off"
        onValueChange={(value) => {
          setName(value);
          setError(value.trim() === '' ? null : albumNameError(value, albums, album.id));
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
