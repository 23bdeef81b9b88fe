// What each release gave couples, guests and admins, newest first. Versions and dates are here; the notes
// are in ./<locale>.ts, one module per language, loaded for the reader's language only (docs/translation.md).
import { localContent } from '../localContent';

export const RELEASE_FACTS = [
  { version: 'v1.2.0', date: '2026-11-24' },
  { version: 'v1.1.0', date: '2026-11-22' },
  { version: 'v1.0.0', date: '2026-11-21' },
] as const;

export type ReleaseVersion = (typeof RELEASE_FACTS)[number]['version'];

/** A release's notes in one language. */
export interface ReleaseText {
  title: string;
  changes: string[];
}

/** A language's notes: every release, nothing else. */
export type ReleaseTexts = Record<ReleaseVersion, ReleaseText>;

export type Release = (typeof RELEASE_FACTS)[number] & ReleaseText;

export function releases(texts: ReleaseTexts): Release[] {
  return RELEASE_FACTS.map((facts) => ({ ...facts, ...texts[facts.version] }));
}

export const releaseTexts = localContent<ReleaseTexts>({
  en: () => import('./en'),
  tr: () => import('./tr'),
  de: () => import('./de'),
  es: () => import('./es'),
});
