import { crashSafetySuite } from '../crash-safety.ts';

// Issue 17, item 3, on the embedded database a new user gets (PGlite in DATA_DIR).
crashSafetySuite('embedded');
