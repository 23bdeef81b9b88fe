/**
 * Runs under way, by key, so that a request arriving while the same work runs can wait for its result
 * instead of doing it again: when a kept answer expires under load, one request runs the operation and
 * the others take what it kept (a stampede of 50 would each run it).
 */
export class RunsInFlight {
  private readonly runs = new Map<string, Promise<void>>();

  /** The run for `key` under way now, resolving when it ends; undefined when none is. */
  under(key: string): Promise<void> | undefined {
    return this.runs.get(key);
  }

  /** Registers a run for `key`; returns the function that ends it (call it in a `finally`). */
  start(key: string): () => void {
    let end!: () => void;
    const run = new Promise<void>((resolve) => (end = resolve));
    this.runs.set(key, run);
    return () => {
      if (this.runs.get(key) === run) this.runs.delete(key);
      end();
    };
  }
}
