// The app namespace's messages, by id: the type of every English part (decision 058). A new part
// (<part>.<locale>.json in this folder) is added here too; common/i18n/catalogs.test.ts checks.
import type common from './common.en.json';
import type nav from './nav.en.json';
import type footer from './footer.en.json';
import type errors from './errors.en.json';
import type manage from './manage.en.json';

export type AppMessages = typeof common & typeof nav & typeof footer & typeof errors & typeof manage;
