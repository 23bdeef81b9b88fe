// The `i18n` ESLint plugin: every rule that keeps words a person reads in the message catalogs.
import { noEnglishRefusal } from './no-english-refusal.js';
import { noHardCodedText } from './no-hard-coded-text.js';

export default { rules: { 'no-hard-coded-text': noHardCodedText, 'no-english-refusal': noEnglishRefusal } };
