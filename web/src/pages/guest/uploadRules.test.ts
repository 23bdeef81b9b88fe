import { describe, expect, it } from 'vitest';
import { MAX_FILES_PER_REQUEST, MAX_IMAGE_BYTES } from '../../../../common/upload-limits';
import { canPreview, checkFiles } from './uploadRules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkFiles', () => {
  it('keeps JPEG, PNG, HEIC and WebP files up to 25 MB', () => {
    const files = [
      file('a.jpg', 'image/jpeg'),
      file('b.jpg', 'image/jpg'),
      file('c.png', 'image/png'),
      file('d.heic', 'image/heic'),
      file('e.webp', 'image/webp'),
      file('f.jpg', 'image/jpeg', MAX_IMAGE_BYTES),
    ];
    expect(checkFiles(files)).toEqual({ accepted: files, errors: [] });
  });

  it('drops other files with the SPEC messages, keeping the rest', () => {
    const { accepted, errors } = checkFiles([
      file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1),
      file('notes.pdf', 'application/pdf'),
      file('fine.png', 'image/png'),
      file('anim.gif', 'image/gif'),
    ]);
    expect(accepted.map((kept) => kept.name)).toEqual(['fine.png']);
    expect(errors).toEqual([
      'big.jpg is too large. Maximum file size is 25MB.',
      'notes.pdf is an invalid file type. Only JPEG, PNG, HEIC and WebP files are accepted.',
      'anim.gif is an invalid file type. Only JPEG, PNG, HEIC and WebP files are accepted.',
    ]);
  });

  it('accepts HEIC photos that the browser gives no type', () => {
    expect(checkFiles([file('IMG_0001.HEIC', '')]).accepted).toHaveLength(1);
    expect(checkFiles([file('IMG_0001.heic', 'image/heif')]).accepted).toHaveLength(1);
    expect(checkFiles([file('mystery', '')]).errors).toHaveLength(1);
  });
});

describe('checkFiles: photos at a time', () => {
  const photos = (count: number) => Array.from({ length: count }, (_, index) => file(`p${index}.jpg`, 'image/jpeg'));

  it(`keeps the first ${MAX_FILES_PER_REQUEST} of a larger choice and says why the others were dropped`, () => {
    const { accepted, errors } = checkFiles(photos(MAX_FILES_PER_REQUEST + 1));
    expect(accepted.map((kept) => kept.name)).toEqual(photos(MAX_FILES_PER_REQUEST).map((kept) => kept.name));
    expect(errors).toEqual(['You can upload up to 20 photos at a time.']);
  });

  it('counts only photos it keeps, within the room left by those already waiting', () => {
    const { accepted, errors } = checkFiles([file('notes.pdf', 'application/pdf'), ...photos(3)], 2);
    expect(accepted.map((kept) => kept.name)).toEqual(['p0.jpg', 'p1.jpg']);
    expect(errors).toHaveLength(2);
    expect(checkFiles(photos(2), 0).accepted).toEqual([]);
    expect(checkFiles(photos(2), 2).errors).toEqual([]);
  });
});

describe('canPreview', () => {
  it('previews what every browser draws, not HEIC', () => {
    expect(canPreview(file('a.jpg', 'image/jpeg'))).toBe(true);
    expect(canPreview(file('a.webp', 'image/webp'))).toBe(true);
    expect(canPreview(file('a.heic', 'image/heic'))).toBe(false);
  });
});
