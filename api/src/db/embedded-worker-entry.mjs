// Entry point of the embedded database's worker thread. Under Node 20 a worker does not inherit the tsx
// loader hooks of the main thread (see media/heic-worker-entry.mjs), so this plain module registers tsx
// inside the worker, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./embedded-worker.ts');
