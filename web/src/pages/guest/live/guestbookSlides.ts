// The guestbook's part of the slideshow as plain data (issue 33): approved messages come up as large
// cards between photos, one after every few photos, newest first around and around; a newly approved
// message jumps the queue; with no photo to show, the messages take turns on their own.

/** A message as the screen shows it. */
export interface SlideMessage {
  id: string;
  name: string;
  message: string;
}

export interface GuestbookSlides {
  /** Every approved message, newest first. */
  messages: readonly SlideMessage[];
  /** The message on screen instead of a photo (null: the photos' turn). */
  showingId: string | null;
  /** Newly approved messages waiting for their turn, first to show first. */
  upNext: readonly string[];
  /** Where the rotation continues in `messages`. */
  nextIndex: number;
  /** Photos shown since the last message. */
  photosSince: number;
}

/** A message after every this many photos. */
export const PHOTOS_BETWEEN_MESSAGES = 4;

export function startGuestbookSlides(messages: readonly SlideMessage[]): GuestbookSlides {
  return { messages, showingId: null, upNext: [], nextIndex: 0, photosSince: 0 };
}

export function shownMessage(state: GuestbookSlides): SlideMessage | null {
  return state.messages.find((message) => message.id === state.showingId) ?? null;
}

/** Messages read from the server (the first load, a reload after a drop): in the rotation, not queued. */
export function loadMessages(state: GuestbookSlides, loaded: readonly SlideMessage[]): GuestbookSlides {
  const known = new Set(state.messages.map((message) => message.id));
  const unknown = loaded.filter((message) => !known.has(message.id));
  return unknown.length === 0 ? state : { ...state, messages: [...state.messages, ...unknown] };
}

/** Messages newly approved (newest first, as the server sends them): they show next. */
export function addMessages(state: GuestbookSlides, added: readonly SlideMessage[]): GuestbookSlides {
  const known = new Set(state.messages.map((message) => message.id));
  const fresh = added.filter((message) => !known.has(message.id));
  if (fresh.length === 0) return state;
  return {
    ...state,
    messages: [...fresh, ...state.messages],
    // The rotation keeps its place in the older messages.
    nextIndex: state.nextIndex + fresh.length,
    upNext: [...state.upNext, ...fresh.map((message) => message.id).reverse()],
  };
}

/** Messages the hosts hid or deleted leave at once, the one on screen too. */
export function removeMessages(state: GuestbookSlides, ids: readonly string[]): GuestbookSlides {
  const gone = new Set(ids);
  if (!state.messages.some((message) => gone.has(message.id))) return state;
  const messages = state.messages.filter((message) => !gone.has(message.id));
  return {
    ...state,
    messages,
    showingId: state.showingId !== null && gone.has(state.showingId) ? null : state.showingId,
    upNext: state.upNext.filter((id) => !gone.has(id)),
    nextIndex: messages.length === 0 ? 0 : state.nextIndex % messages.length,
  };
}

/** The next message to show: a new one if one waits, else the rotation's next. */
function pickNext(state: GuestbookSlides): GuestbookSlides {
  if (state.upNext.length > 0) {
    const [id, ...rest] = state.upNext;
    return { ...state, showingId: id!, upNext: rest, photosSince: 0 };
  }
  const index = state.nextIndex % state.messages.length;
  return {
    ...state,
    showingId: state.messages[index]!.id,
    nextIndex: (index + 1) % state.messages.length,
    photosSince: 0,
  };
}

/**
 * A slide has had its turn. `showMessage` says whether a message comes up now (else the photos go on).
 * `hasPhotos`: whether any photo can show; without one, messages follow each other.
 */
export function nextSlide(state: GuestbookSlides, hasPhotos: boolean): GuestbookSlides {
  if (state.messages.length === 0) return state.showingId === null ? state : { ...state, showingId: null };
  if (state.showingId !== null) {
    // After a message, a photo; without photos, the next message (or the same one, if it is the only one).
    if (hasPhotos && state.upNext.length === 0) return { ...state, showingId: null, photosSince: 0 };
    return state.messages.length === 1 && state.upNext.length === 0 ? state : pickNext(state);
  }
  const photosSince = state.photosSince + 1;
  if (!hasPhotos || state.upNext.length > 0 || photosSince >= PHOTOS_BETWEEN_MESSAGES) return pickNext(state);
  return { ...state, photosSince };
}
