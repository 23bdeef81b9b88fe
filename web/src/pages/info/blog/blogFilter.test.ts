import { describe, expect, it } from 'vitest';
import english from '../../../content/blog/en';
import { BLOG_CATEGORIES, blogPosts } from '../../../content/blog/posts';
import { blogJsonLd, filterPosts } from './blogFilter';

const BLOG_POSTS = blogPosts(english);
const ids = (posts: { id: number }[]) => posts.map((post) => post.id);

describe('filterPosts', () => {
  it('searches titles, excerpts, text and tags in any case', () => {
    expect(ids(filterPosts(BLOG_POSTS, 'PIN', 'all'))).toContain(3);
    expect(ids(filterPosts(BLOG_POSTS, 'disposable cameras', 'all'))).toEqual([5]);
    expect(filterPosts(BLOG_POSTS, 'no such words anywhere', 'all')).toEqual([]);
  });

  it('a tag as the search finds exactly the posts with that tag', () => {
    const tagged = BLOG_POSTS.filter((post) => post.tags.includes('qr codes')).map((post) => post.id);
    expect(ids(filterPosts(BLOG_POSTS, 'qr codes', 'all'))).toEqual(expect.arrayContaining(tagged));
    expect(ids(filterPosts(BLOG_POSTS, 'co-hosts', 'all'))).toContain(7);
  });

  it('filters by category, with or without a search', () => {
    expect(filterPosts(BLOG_POSTS, '', 'planning').every((post) => post.category === 'planning')).toBe(true);
    expect(filterPosts(BLOG_POSTS, 'disposable', 'planning')).toEqual([]);
  });

  it('has seven posts with unique ids and slugs, every SPEC category used', () => {
    expect(BLOG_POSTS).toHaveLength(7);
    expect(new Set(BLOG_POSTS.map((post) => post.id)).size).toBe(7);
    expect(new Set(BLOG_POSTS.map((post) => post.slug)).size).toBe(7);
    for (const category of BLOG_CATEGORIES) expect(filterPosts(BLOG_POSTS, '', category).length).toBeGreaterThan(0);
  });
});

describe('blogJsonLd', () => {
  it('lists at most five posts, newest first, with links that open them', () => {
    const data = blogJsonLd(BLOG_POSTS, 'https://photos.example', { language: 'en', author: 'The team' });
    expect(data.blogPost).toHaveLength(5);
    expect(data.blogPost[0]!.datePublished >= data.blogPost[4]!.datePublished).toBe(true);
    expect(data.blogPost[0]!.url).toMatch(/^https:\/\/photos\.example\/blog\?post=/);
    expect(data.blogPost[0]!.author.name).toBe('The team');
    expect(data.inLanguage).toBe('en');
  });
});
