// Entry point of a HEIC decoding worker thread. Under Node 20 a worker does not inherit the tsx loader hooks
// the main thread runs with (`tsx …` or `node --import tsx …`: passing `--import tsx` in the worker's execArgv
// does not help either), so `new Worker('heic-worker.ts')` fails with ERR_UNKNOWN_FILE_EXTENSION. This plain
// module registers tsx inside the worker, then loads the TypeScript worker. Works the same under vitest.
import { register } from 'tsx/esm/api';

register();
await import('./heic-worker.ts');
