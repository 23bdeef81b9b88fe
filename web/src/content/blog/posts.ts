// The blog (SPEC §2, §3): seven posts in the SPEC's categories, written by our team. What every language
// shares lives here (id, slug, category, date, reading time); the words are in ./<locale>.ts, one module
// per language with the same slugs, loaded for the reader's language only (docs/translation.md). Slugs
// are the same in every language, so a link to a post works whatever language its reader speaks.
import { localContent } from '../localContent';

export const BLOG_CATEGORIES = [
  'planning',
  'photography',
  'technology',
  'engagement',
  'sustainability',
  'etiquette',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Each post's facts; ids are unique (the spec's data had two posts with id 4). */
export const BLOG_POST_FACTS = [
  { id: 1, slug: 'collect-every-guest-photo', category: 'photography', publishedAt: '2026-11-02', readMinutes: 4 },
  { id: 2, slug: 'wedding-page-checklist', category: 'planning', publishedAt: '2026-10-20', readMinutes: 3 },
  { id: 3, slug: 'pin-or-link', category: 'technology', publishedAt: '2026-10-08', readMinutes: 3 },
  { id: 4, slug: 'engagement-party-photos', category: 'engagement', publishedAt: '2026-09-25', readMinutes: 2 },
  { id: 5, slug: 'paperless-wedding', category: 'sustainability', publishedAt: '2026-09-12', readMinutes: 3 },
  { id: 6, slug: 'photo-etiquette-for-guests', category: 'etiquette', publishedAt: '2026-08-30', readMinutes: 3 },
  { id: 7, slug: 'co-hosts-share-the-work', category: 'planning', publishedAt: '2026-08-14', readMinutes: 2 },
] as const satisfies readonly {
  id: number;
  slug: string;
  category: BlogCategory;
  publishedAt: string;
  readMinutes: number;
}[];

export type BlogSlug = (typeof BLOG_POST_FACTS)[number]['slug'];

/** A post's words in one language. */
export interface BlogPostText {
  title: string;
  excerpt: string;
  /** Paragraphs. */
  content: string[];
  /** Search words a reader clicks; the same number in every language. */
  tags: string[];
}

/** A language's posts: every slug, nothing else (a missing post is a type error). */
export type BlogTexts = Record<BlogSlug, BlogPostText>;

export type BlogPost = (typeof BLOG_POST_FACTS)[number] & BlogPostText;

/** The posts, newest first as listed here, in the language of `texts`. */
export function blogPosts(texts: BlogTexts): BlogPost[] {
  return BLOG_POST_FACTS.map((facts) => ({ ...facts, ...texts[facts.slug] }));
}

export const blogTexts = localContent<BlogTexts>({
  en: () => import('./en'),
  tr: () => import('./tr'),
  de: () => import('./de'),
  es: () => import('./es'),
});
