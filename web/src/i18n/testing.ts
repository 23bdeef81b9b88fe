// Unit tests of web modules that word things (a countdown's label, a size) read English, the source
// language, as the built app does before a reader's choice: the same compiled catalogs (decision 058).
import appMessages from 'virtual:catalog/app/en';
import guestMessages from 'virtual:catalog/guest/en';
import { i18n } from './i18n';

export function readEnglish(): void {
  i18n.loadAndActivate({ locale: 'en', messages: { ...guestMessages, ...appMessages } });
}
