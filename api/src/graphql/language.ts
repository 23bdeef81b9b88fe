import type { Locale } from '../../../common/i18n/locales.ts';
import { builder } from './builder.ts';

// The languages the product speaks (common/i18n/locales.ts LOCALES), as the schema names them. Each value
// stands for its lower-case tag inside the server ('TR' ↔ 'tr'), the column's and the cookie's spelling.

const LANGUAGE_VALUES = {
  EN: { value: 'en', description: 'English.' },
  TR: { value: 'tr', description: 'Turkish (Türkçe).' },
  DE: { value: 'de', description: 'German (Deutsch).' },
  ES: { value: 'es', description: 'Spanish (Español).' },
} as const satisfies Record<Uppercase<Locale>, { value: Locale; description: string }>;

export const LanguageRef = builder.enumType('Language', {
  description:
    'A language the product speaks: pages, messages, emails and link previews in it. More may be added, so a ' +
    'client should read an unknown value as English.',
  values: LANGUAGE_VALUES,
});
