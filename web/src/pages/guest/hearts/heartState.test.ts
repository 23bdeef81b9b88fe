import { beforeAll, describe, expect, it } from 'vitest';
import messages from 'virtual:catalog/guest/en';
import { heartLabel } from '../../../components/photo/heartLabel';
import { i18n } from '../../../i18n/i18n';
import { heartOf, heartStamp, tapped } from './heartState';

describe('heartOf', () => {
  const loaded = { count: 2, reacted: false };

  it('shows the loaded heart until something newer is known', () => {
    expect(heartOf(loaded, undefined, undefined)).toEqual(loaded);
  });

  it('takes the newer of a live count and a tap, keeping the tap’s own state', () => {
    const own = { count: 3, reacted: true, stamp: heartStamp() };
    const live = { count: 5, stamp: heartStamp() };
    expect(heartOf(loaded, live, own)).toEqual({ count: 5, reacted: true });
    const later = { count: 4, reacted: false, stamp: heartStamp() };
    expect(heartOf(loaded, live, later)).toEqual({ count: 4, reacted: false });
  });

  it('a live count never turns this browser’s heart on or off', () => {
    expect(heartOf({ count: 1, reacted: true }, { count: 7, stamp: heartStamp() }, undefined)).toEqual({
      count: 7,
      reacted: true,
    });
  });
});

describe('tapped', () => {
  it('puts the heart on and counts it, or takes it back, never below zero', () => {
    expect(tapped({ count: 2, reacted: false })).toEqual({ count: 3, reacted: true });
    expect(tapped({ count: 3, reacted: true })).toEqual({ count: 2, reacted: false });
    expect(tapped({ count: 0, reacted: true })).toEqual({ count: 0, reacted: false });
  });
});

describe('heartLabel', () => {
  // The label is a message of the guest catalogs: read in English here.
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

  it('names the count only when there is one', () => {
    expect(heartLabel(0)).toBe('Love this photo');
    expect(heartLabel(1)).toBe('Love this photo, 1 heart');
    expect(heartLabel(3)).toBe('Love this photo, 3 hearts');
  });
});
