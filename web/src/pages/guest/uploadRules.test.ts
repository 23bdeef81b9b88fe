import { beforeAll, describe, expect, it } from 'vitest';
import messages from 'virtual:catalog/guest/en';
import german from 'virtual:catalog/guest/de';
import { i18n } from '../../i18n/i18n';
import { DEFAULT_VIDEO_LIMITS, GB, MAX_FILES_PER_REQUEST, MAX_IMAGE_BYTES, MB } from '../../../../common/upload-limits';
import { acceptAttribute, canPreview, checkFiles, isVideoFile, pickerHelp } from './uploadRules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

// The refusals are the guest catalogs' `limits` messages, the server's words for the same files.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

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

describe('checkFiles: videos (issue 30)', () => {
  const withVideos = { allowVideos: true };

  it('keeps MP4, MOV and WebM clips up to 1 GB where the event takes videos, with photos beside them', () => {
    const files = [
      file('vows.mp4', 'video/mp4', 600 * MB),
      file('IMG_0042.MOV', 'video/quicktime', GB),
      file('toast.webm', 'video/webm'),
      file('cake.jpg', 'image/jpeg'),
    ];
    expect(checkFiles(files, MAX_FILES_PER_REQUEST, withVideos)).toEqual({ accepted: files, errors: [] });
  });

  it('refuses a clip over the limit in force, with the message naming it', () => {
    const big = file('speech.mp4', 'video/mp4', GB + 1);
    expect(checkFiles([big], MAX_FILES_PER_REQUEST, withVideos).errors).toEqual([
      'speech.mp4 is too large. Maximum video size is 1GB.',
    ]);
    // A deployment that set MAX_VIDEO_BYTES to 500 MB (PublicEvent.videoLimits).
    const mid = file('dance.mov', 'video/quicktime', 600 * MB);
    const videoLimits = { ...DEFAULT_VIDEO_LIMITS, maxBytes: 500 * MB };
    expect(checkFiles([mid], MAX_FILES_PER_REQUEST, { allowVideos: true, videoLimits })).toEqual({
      accepted: [],
      errors: ['dance.mov is too large. Maximum video size is 500MB.'],
    });
    // One that allows 2 GB keeps a clip the default would refuse.
    const large = file('ceremony.mp4', 'video/mp4', GB + 1);
    const roomier = { allowVideos: true, videoLimits: { ...DEFAULT_VIDEO_LIMITS, maxBytes: 2 * GB } };
    expect(checkFiles([large], MAX_FILES_PER_REQUEST, roomier)).toEqual({ accepted: [large], errors: [] });
    // Limits not known (null): the defaults.
    expect(checkFiles([big], MAX_FILES_PER_REQUEST, { allowVideos: true, videoLimits: null }).errors).toHaveLength(1);
  });

  it('keeps photos to 25 MB when videos are allowed', () => {
    expect(checkFiles([file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1)], 20, withVideos).errors).toEqual([
      'big.jpg is too large. Maximum file size is 25MB.',
    ]);
  });

  it('names both kinds for another type where videos are taken, and the SPEC words where not', () => {
    expect(checkFiles([file('notes.pdf', 'application/pdf')], 20, withVideos).errors).toEqual([
      'notes.pdf is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
    ]);
    expect(checkFiles([file('clip.avi', 'video/x-msvideo')], 20, withVideos).errors).toHaveLength(1);
  });

  it('refuses videos where the hosts turned them off, saying so', () => {
    const { accepted, errors } = checkFiles([file('vows.mp4', 'video/mp4'), file('a.jpg', 'image/jpeg')], 20, {
      allowVideos: false,
    });
    expect(accepted.map((kept) => kept.name)).toEqual(['a.jpg']);
    expect(errors).toEqual(['vows.mp4 is a video. This event takes photos only.']);
  });

  it('counts videos among the files at a time', () => {
    const clips = Array.from({ length: MAX_FILES_PER_REQUEST + 1 }, (_, index) => file(`c${index}.mp4`, 'video/mp4'));
    expect(checkFiles(clips, MAX_FILES_PER_REQUEST, withVideos).errors).toEqual([
      'You can upload up to 20 photos and videos at a time.',
    ]);
  });

  it('knows a video by its name when the system gives no type', () => {
    expect(isVideoFile(file('IMG_0042.MOV', ''))).toBe(true);
    expect(isVideoFile(file('clip.webm', 'application/octet-stream'))).toBe(true);
    expect(isVideoFile(file('photo.jpg', ''))).toBe(false);
    expect(isVideoFile(file('song.mp3', 'audio/mpeg'))).toBe(false);
  });

  it('offers videos in the picker only where the event takes them', () => {
    expect(acceptAttribute(true)).toContain('video/quicktime');
    expect(acceptAttribute(true)).toContain('.mov');
    expect(acceptAttribute(true)).toContain('image/heic');
    expect(acceptAttribute(false)).not.toContain('video');
  });
});

describe('pickerHelp', () => {
  it("says the photo limits, and the server's video limits where the event takes videos", () => {
    const photos = 'JPEG, PNG, HEIC or WebP, up to 25 MB each, 20 at a time.';
    expect(pickerHelp({ allowVideos: false })).toEqual([photos]);
    expect(pickerHelp({ allowVideos: true })).toEqual([
      photos,
      'MP4, MOV or WebM videos up to 5 minutes and 1 GB each.',
    ]);
    expect(pickerHelp({ allowVideos: true, videoLimits: { maxBytes: 200 * MB, maxSeconds: 120 } })).toEqual([
      photos,
      'MP4, MOV or WebM videos up to 2 minutes and 200 MB each.',
    ]);
  });
});

describe('canPreview', () => {
  it('previews what every browser draws, not HEIC', () => {
    expect(canPreview(file('a.jpg', 'image/jpeg'))).toBe(true);
    expect(canPreview(file('a.webp', 'image/webp'))).toBe(true);
    expect(canPreview(file('a.heic', 'image/heic'))).toBe(false);
  });
});

describe('in the reader’s language', () => {
  it('refuses in the words the server uses for the same file', () => {
    i18n.loadAndActivate({ locale: 'de', messages: german });
    try {
      expect(checkFiles([file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1)]).errors).toEqual([
        'big.jpg ist zu groß. Eine Datei darf höchstens 25 MB groß sein.',
      ]);
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages });
    }
  });
});
