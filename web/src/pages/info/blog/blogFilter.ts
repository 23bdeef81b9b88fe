import type { BlogCategory, BlogPost } from '../../../content/blog/posts';
import type { MessageId } from '../../../i18n/i18n';
import { containsEveryWord, fold } from '../textSearch';

/** The categories' names (the articles' words are in content/blog/<locale>.ts). */
export const BLOG_CATEGORY_LABELS: Record<BlogCategory | 'all', MessageId> = {
  all: 'help.categoryAll',
  planning: 'blog.categoryPlanning',
  photography: 'blog.categoryPhotography',
  technology: 'blog.categoryTechnology',
  engagement: 'blog.categoryEngagement',
  sustainability: 'blog.categorySustainability',
  etiquette: 'blog.categoryEtiquette',
};

/**
 * Posts of a category (or all) containing every word of the search in their title, excerpt, text or
 * tags; a search equal to a tag (what a click on a tag sets) finds the posts with that tag.
 */
export function filterPosts(posts: readonly BlogPost[], query: string, category: BlogCategory | 'all'): BlogPost[] {
  const asTag = fold(query.trim());
  return posts.filter((post) => {
    if (category !== 'all' && post.category !== category) return false;
    if (asTag && post.tags.some((tag) => fold(tag) === asTag)) return true;
    return containsEveryWord([post.title, post.excerpt, ...post.content, ...post.tags].join(' '), query);
  });
}

/**
 * schema.org Blog data for search engines: up to five posts, newest first, in the language shown
 * (`language`, with the team's name as it reads there).
 */
export function blogJsonLd(
  posts: readonly BlogPost[],
  origin: string,
  { language, author }: { language: string; author: string },
) {
  const newest = [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 5);
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: 'Wedding Photos Blog',
    url: `${origin}/blog`,
    inLanguage: language,
    blogPost: newest.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt,
      author: { '@type': 'Organization', name: author },
      url: `${origin}/blog?post=${post.slug}`,
      keywords: post.tags.join(', '),
    })),
  };
}
