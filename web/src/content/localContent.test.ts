// The blog and the release notes in every language (issue 34, docs/translation.md): each language has
// every post and release, with the same shape as English (paragraphs, tags, notes), its own words (no
// paragraph left in English) and the same figures (a price or a limit is a fact, not a wording).
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../../common/i18n/locales';
import { BLOG_POST_FACTS, blogPosts, blogTexts, type BlogTexts } from './blog/posts';
import { RELEASE_FACTS, releases, releaseTexts, type ReleaseTexts } from './changelog/releases';
import { contentLocale } from './localContent';

const TRANSLATIONS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
/** The figures a text names ('25 MB', '4 to 8', '10 wrong guesses'), in order. */
const figures = (text: string) => text.match(/\d+/g) ?? [];

const blog: Record<string, BlogTexts> = {};
const notes: Record<string, ReleaseTexts> = {};
for (const locale of LOCALES) {
  blog[locale] = await blogTexts.load(locale);
  notes[locale] = await releaseTexts.load(locale);
}
const englishPosts = blogPosts(blog.en!);
const englishReleases = releases(notes.en!);

describe.each(TRANSLATIONS)('the blog in %s', (locale) => {
  const posts = blogPosts(blog[locale]!);

  it('has every post, under the same slug, and no other', () => {
    expect(Object.keys(blog[locale]!).sort()).toEqual(BLOG_POST_FACTS.map((post) => post.slug).sort());
  });

  it.each(englishPosts.map((post, index) => [post.slug, index] as const))(
    '%s: as many paragraphs and tags as English, none of them English, the same figures',
    (_slug, index) => {
      const english = englishPosts[index]!;
      const post = posts[index]!;
      expect(post.content).toHaveLength(english.content.length);
      expect(post.tags).toHaveLength(english.tags.length);
      expect(new Set(post.tags).size).toBe(post.tags.length);
      expect(post.title).not.toBe(english.title);
      expect(post.excerpt).not.toBe(english.excerpt);
      for (const [n, paragraph] of post.content.entries()) {
        expect(paragraph.trim(), `paragraph ${n + 1}`).not.toBe('');
        expect(paragraph, `paragraph ${n + 1}`).not.toBe(english.content[n]);
        expect(figures(paragraph).sort(), `figures of paragraph ${n + 1}`).toEqual(figures(english.content[n]!).sort());
      }
    },
  );
});

describe.each(TRANSLATIONS)('the release notes in %s', (locale) => {
  const translated = releases(notes[locale]!);

  it('have every release and as many notes as English, none of them English, the same figures', () => {
    expect(Object.keys(notes[locale]!).sort()).toEqual(RELEASE_FACTS.map((release) => release.version).sort());
    for (const [index, english] of englishReleases.entries()) {
      const release = translated[index]!;
      expect(release.title, english.version).not.toBe(english.title);
      expect(release.changes, english.version).toHaveLength(english.changes.length);
      for (const [n, change] of release.changes.entries()) {
        expect(change, `${english.version} note ${n + 1}`).not.toBe(english.changes[n]);
        expect(figures(change).sort(), `${english.version} note ${n + 1}`).toEqual(figures(english.changes[n]!).sort());
      }
    }
  });
});

describe('the language a text is shown in', () => {
  it('is the active one, and English for the pseudo-locale (its accents are for catalog messages)', () => {
    expect(contentLocale('tr')).toBe('tr');
    expect(contentLocale('en-XA')).toBe('en');
  });
});
