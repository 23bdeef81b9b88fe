import { describe, expect, it } from 'vitest';
import {
  addMessages,
  loadMessages,
  nextSlide,
  PHOTOS_BETWEEN_MESSAGES,
  removeMessages,
  startGuestbookSlides,
  type GuestbookSlides,
} from './guestbookSlides';

const message = (id: string) => ({ id, name: `Guest ${id}`, message: `Message ${id}` });

/** What shows over `turns` slides: a message's id, or 'photo'. */
function play(state: GuestbookSlides, turns: number, hasPhotos = true): string[] {
  const shown: string[] = [];
  let current = state;
  for (let turn = 0; turn < turns; turn += 1) {
    current = nextSlide(current, hasPhotos);
    shown.push(current.showingId ?? 'photo');
  }
  return shown;
}

describe('guestbook slides', () => {
  it('show a message after every few photos, newest first, around and around', () => {
    const shown = play(startGuestbookSlides([message('b'), message('a')]), 2 * (PHOTOS_BETWEEN_MESSAGES + 1));
    const photos = Array<string>(PHOTOS_BETWEEN_MESSAGES - 1).fill('photo');
    expect(shown).toEqual([...photos, 'b', 'photo', ...photos, 'a', 'photo']);
  });

  it('show a newly approved message at the next turn, then go back to the photos', () => {
    const state = addMessages(startGuestbookSlides([message('a')]), [message('new')]);
    expect(play(state, 2)).toEqual(['new', 'photo']);
  });

  it('read from the server join the rotation without jumping the queue', () => {
    const state = loadMessages(startGuestbookSlides([]), [message('b'), message('a')]);
    expect(play(state, 1)).toEqual(['photo']);
  });

  it('take turns on their own when no photo can show', () => {
    expect(play(startGuestbookSlides([message('b'), message('a')]), 3, false)).toEqual(['b', 'a', 'b']);
  });

  it('take a hidden message off the screen at once', () => {
    const showing = nextSlide(addMessages(startGuestbookSlides([]), [message('x')]), true);
    expect(showing.showingId).toBe('x');
    const hidden = removeMessages(showing, ['x']);
    expect(hidden.showingId).toBeNull();
    expect(play(hidden, PHOTOS_BETWEEN_MESSAGES + 1)).not.toContain('x');
  });
});
