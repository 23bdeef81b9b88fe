import { describe, expect, it } from 'vitest';
import { guestGalleryAccess, guestGalleryWhere, mayGuestOpenPhoto, pendingReveal } from './guest-visibility.ts';

// The gallery-mode rule alone (decision 052); gallery-modes.test.ts attacks it through the app.

const now = new Date('2027-06-12T20:00:00Z');
const later = new Date('2027-06-12T23:00:00Z');
const earlier = new Date('2027-06-12T19:00:00Z');
const shown = { status: 'APPROVED', processingState: 'READY' } as const;

describe('guestGalleryAccess', () => {
  it('is ALL for a shared gallery without a reveal or past it, NONE before it and in a drop box, OWN in OWN', () => {
    expect(guestGalleryAccess({ galleryMode: 'SHARED', revealAt: null }, now)).toBe('ALL');
    expect(guestGalleryAccess({ galleryMode: 'SHARED', revealAt: earlier }, now)).toBe('ALL');
    expect(guestGalleryAccess({ galleryMode: 'SHARED', revealAt: now }, now)).toBe('ALL');
    expect(guestGalleryAccess({ galleryMode: 'SHARED', revealAt: later }, now)).toBe('NONE');
    expect(guestGalleryAccess({ galleryMode: 'OWN', revealAt: null }, now)).toBe('OWN');
    expect(guestGalleryAccess({ galleryMode: 'UPLOAD_ONLY', revealAt: null }, now)).toBe('NONE');
  });

  it('names a pending reveal of a shared gallery only', () => {
    expect(pendingReveal({ galleryMode: 'SHARED', revealAt: later }, now)).toEqual(later);
    expect(pendingReveal({ galleryMode: 'SHARED', revealAt: earlier }, now)).toBeNull();
    expect(pendingReveal({ galleryMode: 'OWN', revealAt: later }, now)).toBeNull();
  });
});

describe('the gallery a guest sees', () => {
  const event = (galleryMode: 'SHARED' | 'OWN' | 'UPLOAD_ONLY', revealAt: Date | null = null) => ({
    id: 7,
    galleryMode,
    revealAt,
  });

  it('filters by the guest key in OWN, and shows nothing without one or where guests see none', () => {
    expect(guestGalleryWhere(event('SHARED'), 'k', now)).toEqual({ eventId: 7, ...shown });
    expect(guestGalleryWhere(event('OWN'), 'k', now)).toEqual({ eventId: 7, ...shown, guestKeyHash: 'k' });
    expect(guestGalleryWhere(event('OWN'), null, now)).toEqual({ eventId: 7, ...shown, id: { in: [] } });
    expect(guestGalleryWhere(event('UPLOAD_ONLY'), 'k', now)).toEqual({ eventId: 7, ...shown, id: { in: [] } });
    expect(guestGalleryWhere(event('SHARED', later), 'k', now)).toEqual({ eventId: 7, ...shown, id: { in: [] } });
  });

  it("opens a guest's own files in every mode and another's only in a gallery they see", () => {
    const mine = { ...shown, guestKeyHash: 'k' };
    const theirs = { ...shown, guestKeyHash: 'other' };
    const pending = { status: 'PENDING', processingState: 'READY', guestKeyHash: 'other' } as const;
    for (const mode of ['SHARED', 'OWN', 'UPLOAD_ONLY'] as const) {
      expect(mayGuestOpenPhoto(event(mode), mine, 'k', now), mode).toBe(true);
    }
    expect(mayGuestOpenPhoto(event('SHARED'), theirs, 'k', now)).toBe(true);
    expect(mayGuestOpenPhoto(event('SHARED'), pending, 'k', now)).toBe(false);
    expect(mayGuestOpenPhoto(event('SHARED', later), theirs, 'k', now)).toBe(false);
    expect(mayGuestOpenPhoto(event('OWN'), theirs, 'k', now)).toBe(false);
    expect(mayGuestOpenPhoto(event('UPLOAD_ONLY'), theirs, 'k', now)).toBe(false);
    // No key is no one's: a photo sent without one is never "own".
    expect(mayGuestOpenPhoto(event('OWN'), { ...shown, guestKeyHash: null }, null, now)).toBe(false);
  });
});
