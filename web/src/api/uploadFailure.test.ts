import { describe, expect, it } from 'vitest';
import { messageFromBody, retryAfterMs, uploadStatusFromBody } from './uploadFailure';

describe('reading an upload answer', () => {
  it("shows the server's own message, else the fallback", () => {
    expect(messageFromBody('{"message":"notes.heic is not a photo.","code":"UNSUPPORTED"}', 'Upload failed')).toBe(
      'notes.heic is not a photo.',
    );
    expect(messageFromBody('<html>Bad gateway</html>', 'Upload failed')).toBe('Upload failed');
    expect(messageFromBody('{"message":""}', 'Upload failed')).toBe('Upload failed');
    expect(messageFromBody(undefined, 'Upload failed')).toBe('Upload failed');
  });

  it('reads what the server made of the photo from the last answer', () => {
    expect(uploadStatusFromBody('{"uploads":[{"status":"APPROVED"}]}')).toBe('APPROVED');
    expect(uploadStatusFromBody('{"uploads":[{"status":"PENDING"}]}')).toBe('PENDING');
    // A resumed upload that was already complete ends on a HEAD, with no body.
    expect(uploadStatusFromBody('')).toBe('UNKNOWN');
    expect(uploadStatusFromBody('{"uploads":[{"status":"SOMETHING"}]}')).toBe('UNKNOWN');
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('20')).toBe(20_000);
    expect(retryAfterMs(new Date(65_000).toUTCString(), 5_000)).toBe(60_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(undefined)).toBeNull();
  });
});
