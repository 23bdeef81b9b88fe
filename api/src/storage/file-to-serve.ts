/**
 * A stored file a caller was just allowed to read (its event's rules ran: CoversService.coverToServe,
 * UploadsService.photoFileToServe), and how to name it; the file route serves it (modules/files).
 */
export interface FileToServe {
  key: string;
  /** Sent instead of the stored type: an original keeps the type read from its bytes at upload. */
  contentType?: string;
  /** The name a download is saved under. */
  downloadName: string;
  /**
   * Who may keep it: 'shared' (a CDN, for a year) or 'private' (this browser, briefly); the rule is
   * modules/files/file-cache.ts (decision 063). Unset: private.
   */
  audience?: 'shared' | 'private';
}
