import { describe, expect, it } from 'vitest';
import { addPhotos, advance, currentPhoto, removePhotos, startSlideshow, type SlidePhoto } from './slideshowState';

const photo = (id: string): SlidePhoto => ({ id, url: `/${id}.jpg`, uploaderName: null });
const shown = (state: ReturnType<typeof startSlideshow>, steps: number) => {
  const ids: (string | null)[] = [];
  let current = state;
  for (let i = 0; i < steps; i += 1) {
    ids.push(current.currentId);
    current = advance(current);
  }
  return ids;
};

describe('slideshow rotation', () => {
  it('cycles through the photos and starts again', () => {
    expect(shown(startSlideshow([photo('c'), photo('b'), photo('a')]), 5)).toEqual(['c', 'b', 'a', 'c', 'b']);
  });

  it('goes back with wrap-around', () => {
    const state = startSlideshow([photo('c'), photo('b'), photo('a')]);
    expect(advance(state, -1).currentId).toBe('a');
  });

  it('shows newly approved photos next, in the order they were approved, then keeps rotating', () => {
    let state = startSlideshow([photo('b'), photo('a')]);
    // The server sends the newest first: e was approved after d.
    state = addPhotos(state, [photo('e'), photo('d')]);
    expect(state.currentId).toBe('b');
    expect(shown(state, 6)).toEqual(['b', 'd', 'e', 'd', 'b', 'a']);
  });

  it('starts on an empty screen as soon as a first photo is approved', () => {
    const empty = startSlideshow([]);
    expect(currentPhoto(empty)).toBeNull();
    expect(advance(empty).currentId).toBeNull();
    expect(addPhotos(empty, [photo('a')]).currentId).toBe('a');
  });

  it('ignores a photo it already has', () => {
    const state = startSlideshow([photo('a')]);
    expect(addPhotos(state, [photo('a')])).toBe(state);
  });

  it('takes a rejected photo off the screen at once', () => {
    const state = startSlideshow([photo('c'), photo('b'), photo('a')]);
    const after = removePhotos(state, ['c']);
    expect(after.currentId).toBe('b');
    expect(after.photos.map((p) => p.id)).toEqual(['b', 'a']);
    expect(removePhotos(after, ['b', 'a']).currentId).toBeNull();
  });

  it('drops a waiting photo that was taken down before its turn', () => {
    const state = addPhotos(startSlideshow([photo('a')]), [photo('b')]);
    const after = removePhotos(state, ['b']);
    expect(after.upNext).toEqual([]);
    expect(advance(after).currentId).toBe('a');
  });
});
