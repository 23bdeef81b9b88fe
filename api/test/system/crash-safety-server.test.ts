import { crashSafetySuite } from '../crash-safety.ts';

// Issue 17, item 3, on a PostgreSQL server (TEST_DATABASE_URL; CI sets it).
crashSafetySuite('server');
