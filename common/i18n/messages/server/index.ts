// The server namespace's messages, by id: the type of every English part (decision 058). A new part
// (<part>.<locale>.json in this folder) is added here too; common/i18n/catalogs.test.ts checks.
import type email from './email.en.json';
import type errors from './errors.en.json';
import type preview from './preview.en.json';

export type ServerMessages = typeof email & typeof errors & typeof preview;
