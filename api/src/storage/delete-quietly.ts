export interface Logger {
  warn(object: object, message: string): void;
}

/**
 * File clean-up never fails the request that caused it: the change already happened, so a file that
 * could not be removed is logged and left to the orphan sweep.
 */
export async function deleteQuietly(log: Logger, remove: () => Promise<unknown>, what: string): Promise<void> {
  try {
    await remove();
  } catch (error) {
    log.warn({ err: error, key: what }, 'could not delete stored files; they are orphans now');
  }
}
