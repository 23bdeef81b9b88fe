// Which album the uploader offers and sends (issue 31, decision 053). Pure rules, so they can be tested
// without a browser (albumChoice.test.ts); the picker (AlbumPicker.tsx) and the dialog use them.

/** An album as the uploader offers it (PublicEvent.albums, in the hosts' order). */
export type UploadAlbum = { readonly databaseId: number; readonly name: string };

/** "No album": the guest's explicit choice to file the photos in none (only when the hosts allow it). */
export const NO_ALBUM_CHOICE = 'none';

/** An album's databaseId, "No album", or null while the guest still has to choose. */
export type AlbumChoice = number | typeof NO_ALBUM_CHOICE | null;

/**
 * What the picker shows first: the album this browser chose last time for the event while it still
 * exists; else "No album" when the hosts allow it, and nothing (the guest must choose) when they require one.
 */
export function initialAlbumChoice(
  albums: readonly UploadAlbum[],
  requireAlbum: boolean,
  remembered: number | null,
): AlbumChoice {
  if (remembered !== null && albums.some((album) => album.databaseId === remembered)) return remembered;
  return requireAlbum ? null : NO_ALBUM_CHOICE;
}

/**
 * The choice as it stands with the event's albums now: an album deleted meanwhile (or refused by the
 * server) is no longer chosen, and "No album" stops being a choice once the hosts require one.
 */
export function currentAlbumChoice(
  choice: AlbumChoice,
  albums: readonly UploadAlbum[],
  requireAlbum: boolean,
): AlbumChoice {
  if (choice === NO_ALBUM_CHOICE) return requireAlbum ? null : NO_ALBUM_CHOICE;
  if (choice === null) return null;
  return albums.some((album) => album.databaseId === choice) ? choice : null;
}

/**
 * What goes with the photos: the album's id, null for none; undefined while nothing is chosen (the
 * dialog does not send then). An event without albums sends none.
 */
export function albumToSend(choice: AlbumChoice, albums: readonly UploadAlbum[]): number | null | undefined {
  if (albums.length === 0) return null;
  if (choice === null) return undefined;
  return choice === NO_ALBUM_CHOICE ? null : choice;
}
