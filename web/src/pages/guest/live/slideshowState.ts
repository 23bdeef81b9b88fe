// The slideshow's rotation as plain data: which photo shows, which show next. Newly approved photos
// jump the queue (in the order they were approved), then join the rotation.

export interface SlidePhoto {
  id: string;
  /** The display copy; a video's poster frame. */
  url: string;
  uploaderName: string | null;
  /** A video clip (issue 30): its web copy, played muted; absent for a photo. */
  video?: { url: string } | null;
}

export interface SlideshowState {
  /** Every photo in the rotation, newest first. */
  photos: readonly SlidePhoto[];
  /** The id on screen (null: nothing to show yet). */
  currentId: string | null;
  /** Newly approved photos waiting for their turn, first to show first. */
  upNext: readonly string[];
}

export function startSlideshow(photos: readonly SlidePhoto[]): SlideshowState {
  return { photos, currentId: photos[0]?.id ?? null, upNext: [] };
}

export function currentPhoto(state: SlideshowState): SlidePhoto | null {
  return state.photos.find((photo) => photo.id === state.currentId) ?? null;
}

/** The photo after the current one: a new approval if one waits, else the next in the rotation. */
function nextId(state: SlideshowState, step: 1 | -1 = 1): string | null {
  if (step === 1 && state.upNext.length > 0) return state.upNext[0]!;
  if (state.photos.length === 0) return null;
  const index = state.photos.findIndex((photo) => photo.id === state.currentId);
  const count = state.photos.length;
  return state.photos[((((index === -1 ? -1 : index) + step) % count) + count) % count]!.id;
}

export function advance(state: SlideshowState, step: 1 | -1 = 1): SlideshowState {
  const id = nextId(state, step);
  return { ...state, currentId: id, upNext: state.upNext.filter((waiting) => waiting !== id) };
}

/** Photos newly approved (newest first, as the server sends them). */
export function addPhotos(state: SlideshowState, added: readonly SlidePhoto[]): SlideshowState {
  const known = new Set(state.photos.map((photo) => photo.id));
  const fresh = added.filter((photo) => !known.has(photo.id));
  if (fresh.length === 0) return state;
  const photos = [...fresh, ...state.photos];
  const upNext = [...state.upNext, ...fresh.map((photo) => photo.id).reverse()];
  // On an empty screen the first new photo shows at once.
  if (state.currentId === null) return advance({ photos, currentId: null, upNext }, 1);
  return { ...state, photos, upNext };
}

/** Photos taken down by the hosts leave at once, the one on screen too. */
export function removePhotos(state: SlideshowState, ids: readonly string[]): SlideshowState {
  const gone = new Set(ids);
  if (gone.size === 0) return state;
  const moved = state.currentId !== null && gone.has(state.currentId) ? advanceAvoiding(state, gone) : state.currentId;
  return {
    photos: state.photos.filter((photo) => !gone.has(photo.id)),
    currentId: moved,
    upNext: state.upNext.filter((id) => !gone.has(id)),
  };
}

function advanceAvoiding(state: SlideshowState, gone: ReadonlySet<string>): string | null {
  const remaining: SlideshowState = {
    photos: state.photos.filter((photo) => !gone.has(photo.id) || photo.id === state.currentId),
    currentId: state.currentId,
    upNext: state.upNext.filter((id) => !gone.has(id)),
  };
  const id = nextId(remaining);
  return id === null || gone.has(id) ? null : id;
}
