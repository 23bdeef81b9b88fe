import type { Socket } from 'node:net';

/**
 * Makes the writes a socket gets in one turn of the event loop leave as one: the first write corks the
 * socket, and it is uncorked once the turn's work is done (setImmediate), which sends everything written
 * meanwhile in one system call.
 *
 * Why (issue 35): the embedded database's socket server (pglite-socket) writes each reply PGlite makes as a
 * write of its own: ParseComplete, BindComplete, the row description, the rows, ReadyForQuery. That is five
 * system calls for one statement in the database's thread, and five wake-ups of the app's `pg` reader in the
 * main thread, on the two cores both share. The hosts' uploads tab sends ten statements per load.
 *
 * Order and callbacks are the socket's own (cork/uncork); `end()` uncorks.
 */
export function coalesceWrites(socket: Socket): void {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = (...args: unknown[]) => {
    if (socket.writableCorked === 0 && !socket.destroyed) {
      socket.cork();
      setImmediate(() => {
        if (socket.writableCorked > 0) socket.uncork();
      });
    }
    return write(...args);
  };
}
