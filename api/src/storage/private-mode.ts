/**
 * DATA_DIR holds the database (password hashes, PINs, sessions' key) and every photo: nothing in it is for
 * other accounts on the machine. With this mask every file the process creates is 0600 and every directory
 * 0700, whatever umask the operator's shell had (022 on most systems made photos 0644).
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Sets the process's umask. Every entry (server, worker, backup and restore) calls it first in its main(),
 * before anything is created (loading the modules creates no file). It is process-wide: worker threads
 * (the embedded database, HEIC decoding) create their files under it too, though they may not set it.
 */
export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}
