import { describe, expect, it } from 'vitest';
import { slideshowClosedReason } from './gallery-modes.ts';
import { readCatalog } from './i18n/read-catalogs.ts';
import { renderWords } from './i18n/words.ts';

const english = readCatalog('guest', 'en');
const inEnglish = (id: string) => english[id] ?? id;

describe('slideshowClosedReason', () => {
  it('says plainly why the slideshow of a private gallery or a drop box has nothing to play', () => {
    const said = (access: string) => {
      const words = slideshowClosedReason(access);
      return words && renderWords(words, inEnglish);
    };
    expect(said('OWN')).toBe("This event's photos are private to each guest, so the slideshow has nothing to show.");
    expect(said('NONE')).toBe("This event's photos go to the hosts only, so the slideshow has nothing to show.");
  });

  it('has nothing to say while every guest sees the gallery', () => {
    expect(slideshowClosedReason('ALL')).toBeNull();
  });
});
